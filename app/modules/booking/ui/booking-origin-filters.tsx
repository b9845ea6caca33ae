import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { BOOKING_CHANNELS, type BookingChannel } from "#app/modules/booking/booking.contract";
import { bookingQueries } from "#app/modules/booking/booking.api-client";
import { branchQueries } from "#app/modules/account/account.api-client";
import { useRootData } from "#app/modules/account/ui/root-data";
import { toLocale } from "#app/shared/i18n/config";
import { pickLocale } from "#app/shared/translate";
import { FilterSelect } from "#app/shared/ui/list-controls";

/*
 * Where a booking came from, as the booking history and the report filter it (docs/product.md
 * §Bookings taken by staff): its channel, the branch that serves it and the member of staff who
 * took it. The values are URL parameters ("" = any), the API's `channel`, `branch_id`, `taken_by`.
 */

const ID = /^\d+$/;

/** A channel read from the URL ("" when absent or unknown). */
export const pickChannel = (value: string): BookingChannel | "" =>
  (BOOKING_CHANNELS as readonly string[]).includes(value) ? (value as BookingChannel) : "";

/** An id read from the URL ("" when absent or not a positive whole number). */
export const pickId = (value: string): string => (ID.test(value) && Number(value) > 0 ? value : "");

/**
 * Whether the signed-in staff member filters by branch: staff of every branch (a branch clerk's
 * bookings are their branch's anyway) who may read the branches' names (the staff permission).
 */
export function useBranchFilter(): boolean {
  const user = useRootData()?.user;
  // Every member of staff reads the branches (GET /branch); a branch clerk has only theirs.
  return user?.role === "admin" && user.branch_id === null;
}

/** The staff who took the bookings the caller may see (GET /booking/takers), for staff only. */
export function useBookingTakers(enabled: boolean) {
  return useQuery({ ...bookingQueries.takers(), enabled });
}

/**
 * Every branch (inactive ones too: their bookings stay theirs), named in the reader's language,
 * from the account module's branch list (the staff screens' choices, the same cached query).
 */
function useBranchNames() {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.language) ?? "id";
  const query = useQuery(branchQueries.choices());
  return useMemo(
    () => (query.data?.data ?? []).map((b) => ({ id: b.id, name: pickLocale(b.name, locale) })),
    [query.data, locale],
  );
}

interface FilterProps {
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** The channel a booking came in through (web, office, phone, WhatsApp, agent). */
export function ChannelFilter({ value, onChange, className }: FilterProps) {
  const { t } = useTranslation("booking_panel");
  const options = useMemo(
    () => [
      { value: "", label: t("list.all_channels") },
      ...BOOKING_CHANNELS.map((c) => ({ value: c, label: t(`channel.${c}`) })),
    ],
    [t],
  );
  return (
    <FilterSelect
      label={t("column.channel")}
      value={value}
      onChange={onChange}
      options={options}
      testId="filter-channel"
      className={className}
    />
  );
}

/** The branch that serves a booking: mount it only where `useBranchFilter()` says so. */
export function BranchFilter({ value, onChange, className }: FilterProps) {
  const { t } = useTranslation("booking_panel");
  const branches = useBranchNames();
  const options = useMemo(
    () => [
      { value: "", label: t("list.all_branches") },
      ...branches.map((b) => ({ value: String(b.id), label: b.name })),
    ],
    [t, branches],
  );
  return (
    <FilterSelect
      label={t("list.branch")}
      value={value}
      onChange={onChange}
      options={options}
      testId="filter-branch"
      className={className}
    />
  );
}

/** A branch's name (mount it only where `useBranchFilter()` says so). */
export function BranchName({ id }: { id: number }) {
  const branches = useBranchNames();
  return <>{branches.find((b) => b.id === id)?.name ?? ""}</>;
}

/** The member of staff who took a booking, among those who took the bookings the caller sees. */
export function TakenByFilter({ value, onChange, className }: FilterProps) {
  const { t } = useTranslation("booking_panel");
  const takers = useBookingTakers(true);
  const options = useMemo(
    () => [
      { value: "", label: t("list.all_staff") },
      ...(takers.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
    ],
    [t, takers.data],
  );
  return (
    <FilterSelect
      label={t("list.taken_by")}
      value={value}
      onChange={onChange}
      options={options}
      testId="filter-taken-by"
      className={className}
    />
  );
}
