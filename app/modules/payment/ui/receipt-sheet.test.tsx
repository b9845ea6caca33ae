// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SettingDto } from "#app/modules/setting/setting.contract";
import type { ReceiptDto } from "#app/modules/payment/receipt.contract";
import { renderScreen } from "#test/ui/render-screen";
import { ReceiptSheet } from "./receipt-sheet";

const receipt = (over: Partial<ReceiptDto> = {}): ReceiptDto => ({
  number: "KW-2026-03-000012",
  payment_id: 41,
  issued_at: "2026-12-03T04:00:00.000Z",
  copy: false,
  amount: 7_250_000_00,
  amount_words: "Tujuh Juta Dua Ratus Lima Puluh Ribu Rupiah",
  currency: "IDR",
  method: "cash",
  reference: null,
  payment_date: "2026-12-03",
  received_from: "Siti Rahmah",
  booking: { id: "0b7c1c2e-6f55-4f57-9b55-0d1f3c1f9a11", code: "9JEWC463", total: 119_415_000_00 },
  savings_plan: null,
  package_name: "Umrah Plus Dubai 11 Hari",
  departure: { start_date: "2027-01-05", end_date: "2027-01-15" },
  balance_after: 112_165_000_00,
  cashier: "Rina Kasir",
  branch: { name: "Cabang Bandung", address: "Jl. Asia Afrika 8", phone: "022 4200 123" },
  stamp_duty: true,
  ad_approval_serial: null,
  escrow_account: null,
  ...over,
});
const setting = { name: "Amanah Tour & Travel", address: "Jl. Pusat 1", phone: "021 555" } as SettingDto;

describe("the receipt sheet (docs/product.md §Receipts)", () => {
  it("says who paid, the amount in words and figures, for what, what is left, and leaves the stamp's place", async () => {
    renderScreen(<ReceiptSheet receipt={receipt()} setting={setting} size="a5" />, { locale: "id" });
    expect((await screen.findByTestId("receipt-number")).textContent).toBe("KW-2026-03-000012");
    expect(screen.getByTestId("receipt-from").textContent).toBe("Siti Rahmah");
    expect(screen.getByTestId("receipt-words").textContent).toBe("Tujuh Juta Dua Ratus Lima Puluh Ribu Rupiah");
    expect(screen.getByTestId("receipt-amount").textContent).toMatch(/Rp\s?7\.250\.000/);
    expect(screen.getByTestId("receipt-for").textContent).toContain("Pemesanan 9JEWC463");
    expect(screen.getByTestId("receipt-balance").textContent).toMatch(/112\.165\.000/);
    expect(screen.getByTestId("receipt-branch").textContent).toBe("Cabang Bandung");
    expect(screen.getByTestId("receipt-stamp").textContent).toBe("Meterai Rp 10.000");
    expect(screen.queryByTestId("receipt-copy")).toBeNull();
    expect(screen.getByText("Kwitansi")).toBeTruthy();
    // The same receipt as a PDF, in the reader's language and on the sheet's paper (screen only).
    const pdf = screen.getByTestId("receipt-pdf");
    expect(pdf.textContent).toBe("Unduh PDF");
    expect(pdf.getAttribute("href")).toBe(
      "/api/booking/0b7c1c2e-6f55-4f57-9b55-0d1f3c1f9a11/payment/41/receipt.pdf?size=a5&lang=id",
    );
    expect(pdf.parentElement?.className).toContain("no-print");
  });

  it("names a savings plan's deposit by the plan (code, target), no booking or departure, the plan's balance after it, its own PDF", async () => {
    renderScreen(
      <ReceiptSheet
        receipt={receipt({
          booking: null,
          savings_plan: { id: 7, code: "AKFKAVVC", target: 12_000_000_00 },
          package_name: null,
          departure: null,
          balance_after: 3_000_000_00,
        })}
        setting={setting}
        size="a5"
      />,
      { locale: "id" },
    );
    expect((await screen.findByTestId("receipt-for")).textContent).toMatch(
      /^Tabungan umrah AKFKAVVC \(target Rp\s?12\.000\.000\)$/u,
    );
    expect(screen.getByText("Saldo tabungan setelah setoran ini")).toBeTruthy();
    expect(screen.queryByText("Sisa tagihan")).toBeNull();
    expect(screen.getByTestId("receipt-balance").textContent).toMatch(/Rp\s?3\.000\.000/);
    expect(screen.getByTestId("receipt-pdf").getAttribute("href")).toBe(
      "/api/savings/7/payment/41/receipt.pdf?size=a5&lang=id",
    );
  });

  it("marks a reprint as a copy, and has no stamp's place at Rp 5,000,000 or less (English)", async () => {
    renderScreen(<ReceiptSheet receipt={receipt({ copy: true, stamp_duty: false })} setting={setting} size="a4" />, {
      locale: "en",
    });
    expect((await screen.findByTestId("receipt-copy")).textContent).toBe("Copy");
    expect(screen.queryByTestId("receipt-stamp")).toBeNull();
    expect(screen.getByTestId("receipt").dataset.size).toBe("a4");
    expect(screen.getByTestId("receipt-pdf").getAttribute("href")).toMatch(/receipt\.pdf\?size=a4&lang=en$/);
  });

  it("prints the agency's licences that are set under its name, dated in the reader's language, and no line without any", async () => {
    const licensed = {
      ...setting,
      ppiu_licence: "U.123 Tahun 2020",
      ppiu_licence_date: "2020-03-12",
      business_number: "9120001234567",
      kpk_licence: null,
    } as SettingDto;
    const { unmount } = renderScreen(<ReceiptSheet receipt={receipt()} setting={licensed} size="a5" />, {
      locale: "id",
    });
    expect((await screen.findByTestId("receipt-licences")).textContent).toBe(
      "Izin PPIU No. U.123 Tahun 2020 tanggal 12 Maret 2020 · NIB 9120001234567",
    );
    unmount();
    // Malay, a KPK number typed without its prefix, no PPIU date.
    const kpk = { ...setting, ppiu_licence: "U.123", kpk_licence: "1234" } as SettingDto;
    const again = renderScreen(<ReceiptSheet receipt={receipt()} setting={kpk} size="a5" />, { locale: "my" });
    expect((await screen.findByTestId("receipt-licences")).textContent).toBe("Lesen PPIU No. U.123 · Lesen KPK 1234");
    again.unmount();
    renderScreen(<ReceiptSheet receipt={receipt()} setting={setting} size="a5" />, { locale: "en" });
    await screen.findByTestId("receipt-number");
    expect(screen.queryByTestId("receipt-licences")).toBeNull();
  });
});
