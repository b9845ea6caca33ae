import { useQuery } from "@tanstack/react-query";
import { Eye, FileSpreadsheet, FileText, Users } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TourSummaryDto } from "#app/modules/catalog/catalog.contract";
import { reportClient, reportQueries } from "#app/modules/report/report.api-client";
import type { ManifestDto, ManifestGuestDto } from "#app/modules/report/report.contract";
import { useRootData } from "#app/modules/account/ui/root-data";
import { type ColumnDef, DataTable, EmptyState } from "#app/shared/ui/data-table";
import { FilterSelect } from "#app/shared/ui/list-controls";
import { FormSection } from "#app/shared/ui/page-header";
import { recordColumn } from "#app/shared/ui/record-column";
import { type ReportFormat, StatusBadge } from "./report-kit";
import { ActionButton } from "#app/shared/ui/buttons/action-button";
import { DownloadLink } from "#app/shared/ui/buttons/download-link";

/**
 * The passenger manifest of one departure: choose a package, then one of its departures, then
 * view it here or download it (Excel, CSV). Passport numbers are private: the API answers staff with
 * the manifests permission only.
 */
export function ManifestSection({ tours, fmt }: { tours: TourSummaryDto[]; fmt: ReportFormat }) {
  const { t } = useTranslation("report");
  const { locale } = useRootData();
  const [tourId, setTourId] = useState("");
  const [timeId, setTimeId] = useState("");
  const [shown, setShown] = useState(false);

  const departures = useQuery({ ...reportQueries.departures(Number(tourId)), enabled: tourId !== "" });
  const manifest = useQuery({ ...reportQueries.manifest(Number(timeId), locale), enabled: shown && timeId !== "" });

  const tourOptions = useMemo(
    () => [
      { value: "", label: t("manifest.choose_package") },
      ...tours.map((tour) => ({ value: String(tour.id), label: `${tour.name} (${tour.code})` })),
    ],
    [t, tours],
  );
  const departureOptions = useMemo(
    () => [
      { value: "", label: tourId ? t("manifest.choose_departure") : t("manifest.choose_package_first") },
      ...(departures.data ?? []).map((d) => ({
        value: String(d.id),
        label: t("manifest.departure_option", {
          dates: fmt.range(d.start_date, d.end_date),
          booked: fmt.number(Math.max(0, d.capacity - d.seats_left)),
          count: d.capacity,
        }),
      })),
    ],
    [t, fmt, tourId, departures.data],
  );

  const download = (format: "xlsx" | "csv") => reportClient.manifestExportHref(timeId, format, locale);
  const ready = timeId !== "";

  return (
    <FormSection
      title={t("manifest.title")}
      description={t("manifest.description")}
      className="no-print mt-8"
      testId="manifest-section"
    >
      <div className="grid gap-3 md:grid-cols-2 md:items-end xl:grid-cols-[1fr_1fr_auto]">
        <FilterSelect
          label={t("filters.package")}
          value={tourId}
          onChange={(v) => {
            setTourId(v);
            setTimeId("");
            setShown(false);
          }}
          options={tourOptions}
          testId="manifest-tour"
        />
        <fieldset disabled={!tourId} className="min-w-0 disabled:opacity-70">
          <FilterSelect
            label={t("manifest.departure")}
            value={timeId}
            onChange={(v) => {
              setTimeId(v);
              setShown(false);
            }}
            options={departureOptions}
            testId="manifest-time"
          />
        </fieldset>
        <div className="flex flex-wrap gap-2 md:col-span-2 xl:col-span-1">
          <ActionButton
            look="secondary"
            icon={Eye}
            disabled={!ready}
            onClick={() => setShown(true)}
            data-testid="manifest-view"
          >
            {t("manifest.view")}
          </ActionButton>
          <DownloadLink href={ready ? download("xlsx") : undefined} icon={FileSpreadsheet} testId="manifest-xlsx">
            {t("export.excel")}
          </DownloadLink>
          <DownloadLink href={ready ? download("csv") : undefined} icon={FileText} testId="manifest-csv">
            {t("export.csv")}
          </DownloadLink>
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-600">{t("manifest.private")}</p>
      {shown && ready ? <ManifestTable manifest={manifest.data} loading={manifest.isPending} fmt={fmt} /> : null}
      {shown && manifest.isError ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {t("manifest.load_failed")}
        </p>
      ) : null}
    </FormSection>
  );
}

function ManifestTable({
  manifest,
  loading,
  fmt,
}: {
  manifest: ManifestDto | undefined;
  loading: boolean;
  fmt: ReportFormat;
}) {
  const { t } = useTranslation("report");
  const columns = useMemo<ColumnDef<ManifestGuestDto>[]>(() => {
    // The room type as sold; a child without a bed says so (an infant's type already tells it).
    const bedOf = (g: ManifestGuestDto) => g.room_type ?? (g.traveller_type === "child" ? t("manifest.no_bed") : null);
    return [
      recordColumn<ManifestGuestDto>(
        "no",
        () => t("manifest.column.no"),
        (g) => <span className="tabular-nums">{g.no}</span>,
      ),
      recordColumn<ManifestGuestDto>(
        "full_name",
        () => t("manifest.column.full_name"),
        (g) => (
          <span className="block min-w-40 whitespace-normal">
            <span className="block font-medium text-slate-900">
              <span className="text-slate-600" data-testid="manifest-title">
                {g.title}
              </span>{" "}
              {g.full_name}
            </span>
            <span className="block text-xs text-slate-600">
              <span data-testid="manifest-traveller-type">{t(`manifest.traveller.${g.traveller_type}`)}</span> ·{" "}
              {t(`gender.${g.gender}`)} · {fmt.date(g.birth_date)}
              {g.birth_place ? `, ${g.birth_place}` : ""}
            </span>
            {/* Phones: the passport and the room under the name, the columns are hidden. */}
            {g.passport_number ? (
              <span className="block font-mono text-xs text-slate-700 sm:hidden">{g.passport_number}</span>
            ) : null}
            {bedOf(g) ? (
              <span className="block text-xs text-slate-700 md:hidden">
                {[bedOf(g), g.room].filter(Boolean).join(" · ")}
              </span>
            ) : null}
          </span>
        ),
        { rowHeader: true },
      ),
      recordColumn<ManifestGuestDto>(
        "passport",
        () => t("manifest.column.passport_number"),
        (g) =>
          g.passport_number ? (
            <span className="block whitespace-nowrap">
              <span className="block font-mono">{g.passport_number}</span>
              {g.passport_issue_date && g.passport_expiry_date ? (
                <span className="block text-xs text-slate-600">
                  {fmt.range(g.passport_issue_date, g.passport_expiry_date)}
                </span>
              ) : null}
            </span>
          ) : (
            <span className="text-slate-500">—</span>
          ),
        { className: "hidden sm:table-cell" },
      ),
      recordColumn<ManifestGuestDto>(
        "room",
        () => `${t("manifest.column.room_type")} · ${t("manifest.column.room")}`,
        (g) => {
          const bed = bedOf(g);
          return (
            <span className="block">
              <span className="block" data-testid="manifest-room-type">
                {bed ?? <span className="text-slate-500">—</span>}
              </span>
              {g.room ? (
                <span className="block text-xs text-slate-600" data-testid="manifest-room">
                  {g.room}
                </span>
              ) : null}
            </span>
          );
        },
        { className: "hidden md:table-cell whitespace-normal" },
      ),
      recordColumn<ManifestGuestDto>(
        "booking",
        () => t("manifest.column.booking_code"),
        (g) => (
          <span className="block">
            <span className="block font-mono font-semibold">{g.booking_code}</span>
            <span className="mt-0.5 block">
              <StatusBadge status={g.booking_status} />
            </span>
          </span>
        ),
        { className: "hidden md:table-cell" },
      ),
      recordColumn<ManifestGuestDto>(
        "ic",
        () => t("manifest.column.ic_number"),
        (g) => g.ic_number ?? <span className="text-slate-500">—</span>,
        { className: "hidden 2xl:table-cell" },
      ),
      recordColumn<ManifestGuestDto>(
        "phone",
        () => t("manifest.column.phone"),
        (g) => g.phone ?? <span className="text-slate-500">—</span>,
        { className: "hidden xl:table-cell whitespace-nowrap" },
      ),
    ];
  }, [t, fmt]);
  return (
    <div className="mt-4" data-testid="manifest-result">
      {manifest ? (
        <p className="mb-3 text-sm text-slate-700" data-testid="manifest-summary">
          {t("manifest.summary", {
            tour: manifest.tour.name,
            dates: fmt.range(manifest.time.start_date, manifest.time.end_date),
            // Two counts, each its own plural ("1 booking", "2 bookings").
            guests: t("manifest.guests_count", { count: manifest.guests.length }),
            bookings: t("manifest.bookings_count", { count: manifest.bookings }),
          })}
          {/* Beside the departure's seats: infants are travellers who hold no seat. */}
          {manifest.guests.some((g) => g.traveller_type === "infant") ? (
            <>
              {" "}
              <span data-testid="manifest-seats">
                {t("manifest.seats", {
                  count: manifest.guests.filter((g) => g.traveller_type !== "infant").length,
                })}
              </span>
            </>
          ) : null}
        </p>
      ) : null}
      <DataTable
        data={manifest?.guests ?? NO_GUESTS}
        columns={columns}
        caption={t("manifest.title")}
        loading={loading}
        getRowId={(g) => String(g.no)}
        testId="manifest-table"
        empty={<EmptyState icon={<Users aria-hidden className="size-6" />} title={t("manifest.empty")} />}
      />
    </div>
  );
}

const NO_GUESTS: ManifestGuestDto[] = [];
