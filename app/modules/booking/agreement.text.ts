import type { Locale } from "#app/shared/i18n/config";

/**
 * The written agreement's clauses (docs/product.md §Written agreement, UU 8/2019 art. 94) in the
 * three languages. `{{name}}` marks a value agreement.rules.ts fills in from the booking, its
 * package and departure. This is the text customers accept: change any word and bump
 * AGREEMENT_VERSION (booking.contract.ts), which agreement-version.test.ts pins to a hash of all
 * three languages. Server-side only: the storefront's bundle never carries it (the agreement is a
 * server-rendered page).
 */
export interface AgreementText {
  title: string;
  intro: string;
  parties: { heading: string; agency: string; customer: string; customer_unknown: string };
  guests: { heading: string; none: string };
  trip: { heading: string; package: string; dates: string };
  flights: { heading: string; flight: string; none: string };
  hotels: { heading: string; heading_other: string; stay: string; stay_undated: string; cities: string; none: string };
  includes: { heading: string; included: string; excluded: string; none: string };
  price: {
    heading: string;
    total: string;
    from: string;
    deposit: string;
    deposit_none: string;
    full_on: string;
    full_days: string;
    method: string;
  };
  cancellation: {
    heading: string;
    intro: string;
    tier_percent: string;
    tier_fixed: string;
    tier_percent_last: string;
    tier_fixed_last: string;
    free: string;
    none: string;
    admin_fee: string;
    refund: string;
  };
  agency_change: { heading: string; clauses: string[] };
  closing: { heading: string; clauses: string[] };
}

export const AGREEMENT_TEXT: Record<Locale, AgreementText> = {
  id: {
    title: "Perjanjian Perjalanan",
    intro:
      "Perjanjian ini dibuat antara penyelenggara perjalanan dan pelanggan untuk pemesanan {{booking}}, sesuai Pasal 94 Undang-Undang Nomor 8 Tahun 2019 tentang Penyelenggaraan Ibadah Haji dan Umrah.",
    parties: {
      heading: "Para pihak",
      agency: "Pihak pertama (penyelenggara): {{agency}}.",
      customer: "Pihak kedua (pelanggan): {{customer}}, yang memesan atas nama jemaah di bawah ini.",
      customer_unknown: "Pihak kedua (pelanggan): pemesan yang namanya tercantum pada pemesanan.",
    },
    guests: { heading: "Jemaah", none: "Jemaah yang namanya diisi pada pemesanan." },
    trip: {
      heading: "Perjalanan",
      package: "Paket: {{package}}.",
      dates: "Berangkat {{start}} dan kembali {{end}} ({{days}} hari).",
    },
    flights: {
      heading: "Maskapai dan penerbangan",
      flight: "{{airline}} {{number}}: {{from}} ke {{to}}, berangkat {{departs}}.",
      none: "Maskapai dan jadwal penerbangan diberitahukan secara tertulis oleh penyelenggara paling lambat 14 hari sebelum keberangkatan.",
    },
    hotels: {
      heading: "Hotel di Makkah dan Madinah",
      heading_other: "Hotel",
      stay: "{{city}}: {{hotel}}, {{check_in}} sampai {{check_out}}.",
      stay_undated: "{{city}}: {{hotel}}.",
      cities: "Hotel di {{cities}} diberitahukan secara tertulis oleh penyelenggara sebelum keberangkatan.",
      none: "Hotel diberitahukan secara tertulis oleh penyelenggara sebelum keberangkatan.",
    },
    includes: {
      heading: "Yang termasuk dan tidak termasuk",
      included: "Termasuk dalam harga:",
      excluded: "Tidak termasuk dalam harga:",
      none: "Sesuai uraian paket pada saat pemesanan.",
    },
    price: {
      heading: "Harga dan jadwal pembayaran",
      total: "Harga seluruhnya: {{total}}.",
      from: "Harga mulai {{price}} per orang; harga seluruhnya dihitung saat pemesanan sesuai jumlah jemaah, tipe kamar dan pilihan tambahan.",
      deposit:
        "Uang muka paling sedikit {{deposit}} dibayar dalam {{hours}} jam setelah pemesanan; tanpa pembayaran dalam waktu itu pemesanan batal dengan sendirinya.",
      deposit_none: "Pembayaran pertama dilakukan sesuai tagihan pada pemesanan.",
      full_on: "Pelunasan paling lambat {{date}}.",
      full_days: "Pelunasan paling lambat {{days}} hari sebelum keberangkatan.",
      method:
        "Pembayaran dilakukan ke rekening penyelenggara atau cara pembayaran lain yang disediakan pada pemesanan; setiap pembayaran diberi kuitansi.",
    },
    cancellation: {
      heading: "Pembatalan oleh pelanggan",
      intro:
        "Bila pelanggan membatalkan, penyelenggara menahan biaya pembatalan menurut sisa hari sebelum keberangkatan:",
      tier_percent: "{{low}} sampai {{high}} hari sebelum keberangkatan: {{percent}}% dari harga seluruhnya.",
      tier_fixed: "{{low}} sampai {{high}} hari sebelum keberangkatan: {{amount}}.",
      tier_percent_last: "{{high}} hari atau kurang sebelum keberangkatan: {{percent}}% dari harga seluruhnya.",
      tier_fixed_last: "{{high}} hari atau kurang sebelum keberangkatan: {{amount}}.",
      free: "Lebih dari {{days}} hari sebelum keberangkatan: tanpa biaya pembatalan.",
      none: "Tidak ada biaya pembatalan.",
      admin_fee: "Biaya administrasi pembatalan: {{amount}}.",
      refund: "Sisa uang yang telah dibayar dikembalikan ke rekening pelanggan.",
    },
    agency_change: {
      heading: "Penundaan atau pembatalan oleh penyelenggara",
      clauses: [
        "Bila penyelenggara menunda atau membatalkan keberangkatan, penyelenggara memberitahukannya secara tertulis kepada pelanggan segera setelah diketahui, dengan alasannya.",
        "Pelanggan memilih salah satu: berangkat pada tanggal pengganti yang ditawarkan penyelenggara tanpa tambahan biaya, atau pengembalian seluruh uang yang telah dibayar tanpa potongan apa pun.",
        "Pengembalian dibayar paling lambat 30 hari setelah pelanggan menyampaikan pilihannya.",
        "Keadaan kahar (bencana, wabah, kebijakan pemerintah Indonesia atau Arab Saudi) yang menunda keberangkatan diselesaikan dengan cara yang sama, dikurangi hanya biaya yang sudah dibayarkan kepada pihak ketiga dan tidak dapat ditarik kembali, dengan buktinya.",
      ],
    },
    closing: {
      heading: "Ketentuan lain",
      clauses: [
        "Perubahan perjanjian ini hanya berlaku bila disetujui kedua pihak secara tertulis.",
        "Perselisihan diselesaikan secara musyawarah; bila tidak tercapai, sesuai peraturan perundang-undangan Republik Indonesia.",
      ],
    },
  },
  en: {
    title: "Travel Agreement",
    intro:
      "This agreement is made between the travel organiser and the customer for booking {{booking}}, as Article 94 of Indonesian Law No. 8 of 2019 on Hajj and Umrah asks.",
    parties: {
      heading: "The parties",
      agency: "First party (the organiser): {{agency}}.",
      customer: "Second party (the customer): {{customer}}, who books for the guests below.",
      customer_unknown: "Second party (the customer): the person named on the booking.",
    },
    guests: { heading: "Guests", none: "The guests named on the booking." },
    trip: {
      heading: "The trip",
      package: "Package: {{package}}.",
      dates: "Departs {{start}} and returns {{end}} ({{days}} days).",
    },
    flights: {
      heading: "Airline and flights",
      flight: "{{airline}} {{number}}: {{from}} to {{to}}, departs {{departs}}.",
      none: "The organiser confirms the airline and flight times in writing no later than 14 days before departure.",
    },
    hotels: {
      heading: "Hotels in Makkah and Madinah",
      heading_other: "Hotels",
      stay: "{{city}}: {{hotel}}, {{check_in}} to {{check_out}}.",
      stay_undated: "{{city}}: {{hotel}}.",
      cities: "The organiser confirms the hotels in {{cities}} in writing before departure.",
      none: "The organiser confirms the hotels in writing before departure.",
    },
    includes: {
      heading: "What is and is not included",
      included: "Included in the price:",
      excluded: "Not included in the price:",
      none: "As described in the package at the time of booking.",
    },
    price: {
      heading: "Price and payment schedule",
      total: "Total price: {{total}}.",
      from: "From {{price}} per person; the total is set when booking, by the number of guests, room types and extras chosen.",
      deposit:
        "A deposit of at least {{deposit}} is paid within {{hours}} hours of booking; without a payment in that time the booking lapses.",
      deposit_none: "The first payment is made as the booking asks.",
      full_on: "The balance is paid in full by {{date}}.",
      full_days: "The balance is paid in full no later than {{days}} days before departure.",
      method:
        "Payments are made to the organiser's bank account or by the other ways the booking offers; every payment gets a receipt.",
    },
    cancellation: {
      heading: "Cancellation by the customer",
      intro: "If the customer cancels, the organiser keeps a cancellation charge by the days left before departure:",
      tier_percent: "{{low}} to {{high}} days before departure: {{percent}}% of the total price.",
      tier_fixed: "{{low}} to {{high}} days before departure: {{amount}}.",
      tier_percent_last: "{{high}} days or fewer before departure: {{percent}}% of the total price.",
      tier_fixed_last: "{{high}} days or fewer before departure: {{amount}}.",
      free: "More than {{days}} days before departure: no cancellation charge.",
      none: "There is no cancellation charge.",
      admin_fee: "Cancellation administration fee: {{amount}}.",
      refund: "The rest of what was paid is refunded to the customer's bank account.",
    },
    agency_change: {
      heading: "Delay or cancellation by the organiser",
      clauses: [
        "If the organiser delays or cancels the departure, it tells the customer in writing as soon as it knows, with the reason.",
        "The customer chooses either to travel on a new date the organiser offers, at no extra cost, or a full refund of everything paid, with nothing deducted.",
        "The refund is paid no later than 30 days after the customer gives their choice.",
        "A delay by force majeure (disaster, epidemic, a decision of the Indonesian or Saudi government) is settled the same way, less only costs already paid to third parties that cannot be recovered, shown with their proof.",
      ],
    },
    closing: {
      heading: "Other terms",
      clauses: [
        "Changes to this agreement apply only when both parties agree to them in writing.",
        "Disputes are settled by deliberation; failing that, under the laws of the Republic of Indonesia.",
      ],
    },
  },
  my: {
    title: "Perjanjian Perjalanan",
    intro:
      "Perjanjian ini dibuat antara penganjur perjalanan dan pelanggan bagi tempahan {{booking}}, seperti yang dikehendaki Perkara 94 Undang-Undang Indonesia No. 8 Tahun 2019 tentang Haji dan Umrah.",
    parties: {
      heading: "Pihak-pihak",
      agency: "Pihak pertama (penganjur): {{agency}}.",
      customer: "Pihak kedua (pelanggan): {{customer}}, yang menempah bagi jemaah di bawah.",
      customer_unknown: "Pihak kedua (pelanggan): orang yang namanya tertera pada tempahan.",
    },
    guests: { heading: "Jemaah", none: "Jemaah yang namanya diisi pada tempahan." },
    trip: {
      heading: "Perjalanan",
      package: "Pakej: {{package}}.",
      dates: "Berlepas {{start}} dan pulang {{end}} ({{days}} hari).",
    },
    flights: {
      heading: "Syarikat penerbangan dan penerbangan",
      flight: "{{airline}} {{number}}: {{from}} ke {{to}}, berlepas {{departs}}.",
      none: "Penganjur mengesahkan syarikat penerbangan dan jadual penerbangan secara bertulis selewat-lewatnya 14 hari sebelum berlepas.",
    },
    hotels: {
      heading: "Hotel di Makkah dan Madinah",
      heading_other: "Hotel",
      stay: "{{city}}: {{hotel}}, {{check_in}} hingga {{check_out}}.",
      stay_undated: "{{city}}: {{hotel}}.",
      cities: "Penganjur mengesahkan hotel di {{cities}} secara bertulis sebelum berlepas.",
      none: "Penganjur mengesahkan hotel secara bertulis sebelum berlepas.",
    },
    includes: {
      heading: "Yang termasuk dan tidak termasuk",
      included: "Termasuk dalam harga:",
      excluded: "Tidak termasuk dalam harga:",
      none: "Seperti yang diterangkan dalam pakej semasa tempahan.",
    },
    price: {
      heading: "Harga dan jadual bayaran",
      total: "Harga keseluruhan: {{total}}.",
      from: "Dari {{price}} seorang; harga keseluruhan ditetapkan semasa tempahan mengikut bilangan jemaah, jenis bilik dan tambahan yang dipilih.",
      deposit:
        "Deposit sekurang-kurangnya {{deposit}} dibayar dalam masa {{hours}} jam selepas tempahan; tanpa bayaran dalam masa itu tempahan terbatal dengan sendirinya.",
      deposit_none: "Bayaran pertama dibuat seperti yang diminta oleh tempahan.",
      full_on: "Baki dijelaskan sepenuhnya selewat-lewatnya {{date}}.",
      full_days: "Baki dijelaskan sepenuhnya selewat-lewatnya {{days}} hari sebelum berlepas.",
      method:
        "Bayaran dibuat ke akaun bank penganjur atau cara lain yang ditawarkan oleh tempahan; setiap bayaran diberi resit.",
    },
    cancellation: {
      heading: "Pembatalan oleh pelanggan",
      intro: "Jika pelanggan membatalkan, penganjur menyimpan caj pembatalan mengikut baki hari sebelum berlepas:",
      tier_percent: "{{low}} hingga {{high}} hari sebelum berlepas: {{percent}}% daripada harga keseluruhan.",
      tier_fixed: "{{low}} hingga {{high}} hari sebelum berlepas: {{amount}}.",
      tier_percent_last: "{{high}} hari atau kurang sebelum berlepas: {{percent}}% daripada harga keseluruhan.",
      tier_fixed_last: "{{high}} hari atau kurang sebelum berlepas: {{amount}}.",
      free: "Lebih daripada {{days}} hari sebelum berlepas: tiada caj pembatalan.",
      none: "Tiada caj pembatalan.",
      admin_fee: "Fi pentadbiran pembatalan: {{amount}}.",
      refund: "Baki wang yang telah dibayar dipulangkan ke akaun bank pelanggan.",
    },
    agency_change: {
      heading: "Penangguhan atau pembatalan oleh penganjur",
      clauses: [
        "Jika penganjur menangguhkan atau membatalkan perjalanan, penganjur memaklumkan pelanggan secara bertulis sebaik sahaja diketahui, berserta sebabnya.",
        "Pelanggan memilih sama ada berlepas pada tarikh baharu yang ditawarkan penganjur tanpa kos tambahan, atau bayaran balik penuh semua wang yang telah dibayar tanpa sebarang potongan.",
        "Bayaran balik dibuat selewat-lewatnya 30 hari selepas pelanggan menyatakan pilihannya.",
        "Penangguhan kerana force majeure (bencana, wabak, keputusan kerajaan Indonesia atau Arab Saudi) diselesaikan dengan cara yang sama, ditolak hanya kos yang telah dibayar kepada pihak ketiga dan tidak boleh dituntut semula, berserta buktinya.",
      ],
    },
    closing: {
      heading: "Syarat lain",
      clauses: [
        "Perubahan kepada perjanjian ini hanya terpakai apabila dipersetujui kedua-dua pihak secara bertulis.",
        "Pertikaian diselesaikan secara musyawarah; jika gagal, mengikut undang-undang Republik Indonesia.",
      ],
    },
  },
};
