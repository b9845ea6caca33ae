import { useRootData } from "#app/modules/account/ui/root-data";
import { useQueryClient } from "@tanstack/react-query";
import { ChevronDown, Lock, Trash2, UserPlus, UserRound } from "lucide-react";
import { type ComponentType, createContext, useContext, useEffect, useId, useRef, useState } from "react";
import {
  FormProvider,
  type SubmitErrorHandler,
  useFieldArray,
  useFormContext,
  useFormState,
  useWatch,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "#app/shared/ui/toast";
import { ApiError, isAbort } from "#app/shared/http/client";
import { formatMoney } from "#app/shared/money";
import { InputField, SelectField, TextareaField } from "#app/shared/ui/bound-fields";
import { SubmitButton } from "#app/shared/ui/submit-button";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import type { DepartureDto, QuoteDto, TourDetailDto } from "#app/modules/catalog/catalog.contract";
import { useCatalogFormat } from "#app/modules/catalog/ui/format";
import type { Discount } from "#app/modules/catalog/catalog.rules";
import {
  AGREEMENT_VERSION,
  checkoutFormInput,
  type CheckoutInput,
  type CheckoutValues,
  type GuestInput,
  MAX_GUESTS,
  paymentMethod,
  STAFF_CHANNELS,
} from "#app/modules/booking/booking.contract";
import { customerClient } from "#app/modules/account/account.api-client";
import { passportExpiryMinimum } from "#app/modules/booking/booking.rules";
import { bedsSharedWithOthers } from "#app/modules/booking/room-choice.rules";
import { travellerRefusals } from "#app/modules/catalog/rooms.rules";
import { DeparturePicker, ExtrasPicker, PaxField } from "./checkout-choices";
import { RequiredMark } from "#app/shared/ui/form-field";
import { CheckoutBottomBar, CheckoutSummary } from "./checkout-summary";
import { applyServerErrors, focusFirstInvalid } from "./form-errors";
import { emptyGuest, GuestFields, type GuestCountry, uploadDocument } from "./guest-fields";
import { relationsAfterRemoval } from "./guest-relation";
import { GuestRoom, guestType, quoteGuests } from "./guest-room";
import { QUOTE_KEY, useCheckoutQuote } from "./use-checkout-quote";
import { bookingClient } from "#app/modules/booking/booking.api-client";
import { WhatsappConsentField } from "#app/modules/notification/ui/whatsapp-consent-field";

/** What the checkout needs of a package (a slice of TourDetailDto). */
export type CheckoutTour = Pick<
  TourDetailDto,
  "id" | "name" | "code" | "min_pax" | "max_pax" | "discount_type" | "discount_value" | "departures" | "extras"
> & {
  has_card_link: boolean;
  /** An umrah package asks each guest the ministry's data (decision 081); absent = a tour. */
  kind?: TourDetailDto["kind"];
};

export interface CheckoutFormProps {
  tour: CheckoutTour;
  /** The departure chosen on the package page, when it can still be booked. */
  initialTimeId: number | null;
  /** The server's quote of the first render's choices (departure, minimum pax, no extras). */
  initialQuote: QuoteDto | null;
  /** The lead contact's name to start with (the customer's). */
  bookingName: string;
  defaultCountry: GuestCountry | "";
  /** The terms and conditions page, when the site has one. */
  termsHref: string | null;
  /** The departure asked for in the link can no longer be booked: say so until another is chosen. */
  requestedTimeGone?: boolean;
  /** Reloads the departures (seats left) after the server said they changed. */
  onDeparturesStale: () => void;
  /**
   * The payment step's choices (how much now, and how): the payment module's, handed in by the
   * route that composes the checkout (decision 072). It reads and writes `payment_type` and
   * `payment_method` of this form through the form context.
   */
  paymentOptions: ComponentType<CheckoutPaymentOptionsProps>;
  /**
   * Staff taking the booking for a customer (docs/product.md §Bookings taken by staff): the same
   * form, for that customer, with the channel it came in by; the terms and consent are the
   * customer's, given in person; the lead guest fills from the customer's record.
   */
  takenFor?: TakenFor;
  /** The agent the booking will be credited to (the referral link's, decision 078 §3), shown before confirming. */
  agent?: { code: string; name: string } | null;
}

/** The customer a member of staff, or an agent, books for. */
export interface TakenFor {
  customerId: number;
  customerName: string;
  /**
   * An agent books for one of their pilgrims (decision 078 §3): no channel to choose (the server
   * records "agent"), the booking opens in the agent's workspace, and the lead guest fills from
   * the pilgrim's record as the agent holds it (an agent cannot read the customer API).
   */
  agent?: {
    bookingPath: (id: string) => string;
    record: { name: string; phone: string | null; email: string | null };
  };
}

/** Set when staff book for a customer: the parts of the form that speak differently then read it. */
const TakenForContext = createContext<TakenFor | null>(null);

/** What the checkout tells its payment step. */
export interface CheckoutPaymentOptionsProps {
  /** The quote's minimum first payment, formatted (undefined while there is no quote). */
  depositMinimum: string | undefined;
  /** Whether the package takes card payments through its payment link. */
  cardLink: boolean;
  /** What the package sells: an umrah booking transfers to the escrow account when one is marked. */
  kind?: TourDetailDto["kind"];
}

const TOP_FIELDS = [
  "time_id",
  "pax",
  "detail_ids",
  "booking_name",
  "special_request",
  "payment_type",
  "payment_method",
  "terms",
  "data_consent",
  "agreement",
  "whatsapp_number",
] as const;

/** An Idempotency-Key: a v4 UUID (crypto.randomUUID needs a secure context; this does not). */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The checkout (docs/product.md §Booking and seats): one page in three steps
 * (the trip, the guests, the payment) beside the server's price summary. The form is checked
 * against the API's own contract (`checkoutInput`), so its messages are the server's.
 *
 * One booking per checkout: every submission of this form instance sends the same
 * Idempotency-Key, so a double click or a retry after a lost answer gives back the same
 * booking. The key changes only when the order itself (departure, pax, extras) changes, and
 * after a success.
 */
export function CheckoutForm({
  tour,
  initialTimeId,
  initialQuote,
  bookingName,
  defaultCountry,
  termsHref,
  requestedTimeGone = false,
  onDeparturesStale,
  paymentOptions: PaymentOptions,
  agent = null,
  takenFor,
}: CheckoutFormProps) {
  const { t } = useTranslation("booking");
  const { t: te } = useTranslation("errors");
  // The staff's own words (a panel catalogue: only loaded in the panel, where takenFor is set).
  const { t: tp } = useTranslation("booking_panel");
  const { t: tw } = useTranslation("whatsapp_consent");
  const { locale, date } = useCatalogFormat();
  const { user } = useRootData();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const initialPax = Math.max(1, tour.min_pax);

  const form = useContractForm(checkoutFormInput, {
    defaultValues: {
      tour_id: tour.id,
      time_id: initialTimeId ?? undefined,
      pax: initialPax,
      detail_ids: [],
      booking_name: bookingName,
      special_request: "",
      guests: Array.from({ length: initialPax }, () => emptyGuest(defaultCountry)),
      payment_type: "full",
      payment_method: "manual",
      terms: false as unknown as true,
      data_consent: false as unknown as true,
      // The written agreement (decision 083): the version of the text this page links to.
      agreement: false,
      agreement_version: AGREEMENT_VERSION,
      whatsapp_opt_in: false,
      whatsapp_number: "",
      ...(takenFor
        ? takenFor.agent
          ? { customer_id: takenFor.customerId }
          : { customer_id: takenFor.customerId, channel: "office" as const }
        : {}),
    },
    shouldFocusError: false,
  });
  const { control, setValue, getValues } = form;
  const guests = useFieldArray({ control, name: "guests" });
  const [timeId, pax, detailIds, paymentType] = useWatch({
    control,
    name: ["time_id", "pax", "detail_ids", "payment_type"],
  });
  const { errors, isSubmitting, isSubmitted } = useFormState({ control });

  const departure = tour.departures.find((d) => d.id === timeId) ?? null;
  const maxPax = Math.min(
    tour.max_pax ?? MAX_GUESTS,
    departure?.bookable ? departure.seats_left : MAX_GUESTS,
    MAX_GUESTS,
  );
  const passportMin = departure ? passportExpiryMinimum(departure.end_date) : null;

  // Only what prices and rooms a guest is watched (birth date, room, gender), not every keystroke.
  const roomFacts = useWatch({
    control,
    name: guests.fields.flatMap(
      (_, i) => [`guests.${i}.birth_date`, `guests.${i}.room_type_id`, `guests.${i}.gender`] as const,
    ),
  }) as (string | number | null | undefined)[];
  const facts = guests.fields.map((_, i) => ({
    birth_date: roomFacts[3 * i] as string | null | undefined,
    room_type_id: roomFacts[3 * i + 1] as number | null | undefined,
    gender: (roomFacts[3 * i + 2] || null) as "male" | "female" | null,
  }));
  const pricedGuests = quoteGuests(facts, departure);
  // Who shares a room with other pilgrims (the same rule arrange follows), for each guest's note.
  const roomGuests = facts.map((g) => ({
    type: guestType(g.birth_date, departure?.start_date),
    gender: g.gender,
    roomTypeId: g.room_type_id ?? null,
  }));
  const sharedBeds = (index: number) => {
    const roomTypeId = roomGuests[index]?.roomTypeId;
    const fare = departure?.fares.find((f) => f.room_type_id === roomTypeId);
    if (!fare || roomGuests[index].type === "child" || roomGuests[index].type === "infant") return null;
    const count = bedsSharedWithOthers(roomGuests, fare.room_type_id, fare.beds);
    return count > 0 ? { count, beds: fare.beds, name: fare.name } : null;
  };
  // The booking-wide traveller rules (an infant or a child without a bed needs an adult), said at
  // once from the one rule the server applies; the quote then says the same.
  const travellerProblem = departure
    ? travellerRefusals(
        roomGuests.map((g) => g.type ?? "adult"),
        roomGuests.map((g) =>
          g.type === "child" && g.roomTypeId === null
            ? { kind: "no_bed" as const }
            : g.type === "infant"
              ? { kind: "infant" as const }
              : undefined,
        ),
      )[0]
    : undefined;
  const { quote, problems, pending, failed } = useCheckoutQuote(
    tour.id,
    {
      time_id: timeId,
      pax: pax as number,
      detail_ids: (detailIds as number[] | undefined) ?? [],
      guests: pricedGuests,
    },
    initialQuote && initialTimeId
      ? { req: { time_id: initialTimeId, pax: initialPax, detail_ids: [] }, quote: initialQuote }
      : undefined,
  );
  const money = (minor: number) => formatMoney(minor, quote?.currency ?? "IDR", locale);
  const discountRule: Discount = tour.discount_type ? { type: tour.discount_type, value: tour.discount_value } : null;

  // ---- the guests follow the pax; guests taken away are kept, so going back up restores them
  const removedGuests = useRef<GuestInput[]>([]);
  useEffect(() => {
    const n = Number(pax);
    if (!Number.isInteger(n) || n < 1 || n > MAX_GUESTS) return;
    const current = getValues("guests");
    if (n > current.length) {
      const added: GuestInput[] = [];
      for (let i = current.length; i < n; i++) added.push(removedGuests.current.pop() ?? emptyGuest(defaultCountry));
      guests.append(added, { shouldFocus: false });
    } else if (n < current.length) {
      removedGuests.current.push(...current.slice(n).reverse());
      guests.remove(Array.from({ length: current.length - n }, (_, i) => n + i));
    }
  }, [pax, getValues, guests.append, guests.remove, defaultCountry]);

  const setPax = (next: number) =>
    setValue("pax", next, { shouldDirty: true, shouldValidate: isSubmitted || Boolean(errors.pax) });
  const removeGuest = (index: number) => {
    // Relations count guests by number: those after the removed guest follow it down.
    const changes = relationsAfterRemoval(getValues("guests"), index);
    guests.remove(index);
    for (const c of changes) {
      setValue(`guests.${c.index}.relation`, c.relation);
      setValue(`guests.${c.index}.related_to`, c.related_to);
    }
    setPax(Number(pax) - 1);
  };

  // ---- a departure that can no longer be booked (after a refresh) is unchosen, with a word why
  const [departureGone, setDepartureGone] = useState(requestedTimeGone);
  useEffect(() => {
    const chosen = getValues("time_id");
    if (chosen && !tour.departures.some((d) => d.id === chosen && d.bookable)) {
      setValue("time_id", undefined as unknown as number);
      setDepartureGone(true);
    }
  }, [tour.departures, getValues, setValue]);
  useEffect(() => {
    if (timeId) setDepartureGone(false);
  }, [timeId]);

  // ---- guest cards: open by default; a card with an error opens again
  const [collapsed, setCollapsed] = useState<Set<string>>(() => new Set());
  const openGuestsWithErrors = (guestErrors: unknown) => {
    if (!Array.isArray(guestErrors)) return;
    const ids = guests.fields.filter((_, i) => guestErrors[i]).map((f) => f.id);
    if (ids.length)
      setCollapsed((prev) => {
        const next = new Set(prev);
        for (const id of ids) next.delete(id);
        return next;
      });
  };

  // ---- one Idempotency-Key per order
  const keyRef = useRef<{ order: string; key: string } | null>(null);
  const idempotencyKey = (v: CheckoutValues) => {
    // A room chosen otherwise is another order too (another price, other beds).
    const order = JSON.stringify([
      v.tour_id,
      v.time_id,
      v.pax,
      [...v.detail_ids].sort((a, b) => a - b),
      v.guests.map((g) => g.room_type_id ?? null),
    ]);
    if (keyRef.current?.order !== order) keyRef.current = { order, key: newIdempotencyKey() };
    return keyRef.current.key;
  };

  const inFlight = useRef(false);
  const [leaving, setLeaving] = useState(false);

  const onInvalid: SubmitErrorHandler<CheckoutInput> = (invalid) => {
    const messages = new Set<string>();
    if (invalid.time_id) messages.add(te("time_required"));
    if (Object.keys(invalid).some((k) => k !== "time_id" && k !== "terms" && k !== "data_consent" && k !== "agreement"))
      messages.add(te("booking_invalid"));
    if (invalid.terms) messages.add(te("terms_required"));
    if (invalid.data_consent) messages.add(te("consent_required"));
    if (invalid.agreement) messages.add(te("agreement_required"));
    for (const m of messages) toast.error(m);
    openGuestsWithErrors(invalid.guests);
    focusFirstInvalid(formRef.current);
  };

  const onValid = async (values: CheckoutValues) => {
    if (inFlight.current) return;
    // The server refuses a passport expiring within 6 months of the trip's end; say so first.
    if (passportMin) {
      const early = values.guests
        .map((g, i) => (g.passport_expiry_date && g.passport_expiry_date < passportMin ? i : -1))
        .filter((i) => i >= 0);
      if (early.length) {
        for (const i of early)
          form.setError(`guests.${i}.passport_expiry_date`, {
            type: "rule",
            message: te("passport_expiry_too_soon", { date: date(passportMin) }),
          });
        toast.error(te("booking_invalid"));
        openGuestsWithErrors(values.guests.map((_, i) => early.includes(i)));
        focusFirstInvalid(formRef.current);
        return;
      }
    }
    inFlight.current = true;
    const key = idempotencyKey(values);
    try {
      const res = await bookingClient.create(values, key);
      keyRef.current = null;
      setLeaving(true);
      const booking = res.data;
      // Card payment link (docs/product.md §Payments): nothing is recorded as paid here. The
      // customer pays on the package's card page and then says "I have paid" (decision 013).
      if (takenFor) {
        toast.success(res.message);
        await navigate(
          takenFor.agent ? takenFor.agent.bookingPath(booking.id) : `/panel/booking-history/${booking.id}`,
        );
        return;
      }
      if (paymentMethod(values.payment_method).paidAt === "card_link" && booking.card_payment_link) {
        toast.info(t("checkout.card_redirecting"));
        window.location.assign(booking.card_payment_link);
        return;
      }
      toast.success(res.message);
      await navigate(`/panel/booking-history/${booking.id}?pay=1`);
    } catch (err) {
      if (isAbort(err)) return;
      // A network failure: the booking may or may not exist, so the key stays for the retry.
      if (!(err instanceof ApiError)) {
        toast.error(te("unavailable"));
        return;
      }
      // The shared handler has toasted the server's messages (docs/product.md §Errors and input).
      if (err.status === 422 && err.body.errors) {
        applyServerErrors(form, err.body.errors, TOP_FIELDS);
        openGuestsWithErrors(
          getValues("guests").map((_, i) =>
            Object.keys(err.body.errors ?? {}).some((p) => p.startsWith(`guests.${i}.`)),
          ),
        );
        focusFirstInvalid(formRef.current);
      } else if (err.status === 409) {
        onDeparturesStale();
        void queryClient.invalidateQueries({ queryKey: [QUOTE_KEY] });
      }
    } finally {
      inFlight.current = false;
    }
  };

  // ---- the phone's bottom bar hides while the summary (with the submit button) is on screen
  const [summaryVisible, setSummaryVisible] = useState(false);
  // While a field has the focus (the phone's keyboard is up), the bar would cover what is typed.
  const [typing, setTyping] = useState(false);
  const isField = (el: EventTarget) =>
    el instanceof HTMLElement && el.matches("input:not([type=radio]):not([type=checkbox]), select, textarea");
  useEffect(() => {
    const el = document.getElementById("checkout-summary");
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setSummaryVisible(entry.isIntersecting), {
      rootMargin: "0px 0px -40px 0px",
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const busy = isSubmitting || leaving;
  // Staff chose the customer and the package in steps 1 and 2 above (office-booking.tsx).
  const firstStep = takenFor ? 3 : 1;
  const guestNames = useWatch({ control, name: guests.fields.map((_, i) => `guests.${i}.full_name` as const) }) as (
    | string
    | undefined
  )[];
  const guestsError =
    (errors.guests as { root?: { message?: string }; message?: string } | undefined)?.root?.message ??
    (errors.guests as { message?: string } | undefined)?.message;

  return (
    <TakenForContext.Provider value={takenFor ?? null}>
      <FormProvider {...form}>
        <form
          ref={formRef}
          noValidate
          onSubmit={form.handleSubmit(onValid, onInvalid)}
          className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
          data-testid="checkout-form"
          aria-describedby="checkout-required-note"
          onFocus={(e) => setTyping(isField(e.target))}
          onBlur={() => setTyping(false)}
        >
          <div className="min-w-0 space-y-6">
            <p id="checkout-required-note" className="text-sm text-slate-700">
              {t("checkout.required_note")}
            </p>

            <Step number={firstStep} title={t("checkout.step_trip")}>
              {departureGone ? (
                <p
                  className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
                  role="alert"
                >
                  {t("checkout.departure_gone")}
                </p>
              ) : null}
              <div className="space-y-6">
                {takenFor && !takenFor.agent ? <ChannelField /> : null}
                <DeparturePicker departures={tour.departures} discount={tour} problem={problems.time_id} />
                <PaxField
                  min={tour.min_pax}
                  max={maxPax}
                  maxPax={tour.max_pax}
                  seatsLeft={departure?.bookable ? departure.seats_left : null}
                  problem={problems.pax}
                />
                {tour.extras.length > 0 ? (
                  <div>
                    <h3 className="mb-3 text-base font-semibold text-slate-900">{t("checkout.extras")}</h3>
                    <ExtrasPicker extras={tour.extras} problem={problems.detail_ids} />
                  </div>
                ) : null}
              </div>
            </Step>

            <Step number={firstStep + 1} title={t("checkout.step_guests")}>
              <div className="space-y-5">
                <InputField
                  form={form}
                  name="booking_name"
                  label={t("checkout.booking_name")}
                  hint={t("checkout.booking_name_hint")}
                  required
                  autoComplete="name"
                  data-testid="checkout-booking-name"
                />

                {problems.guests || guestsError || travellerProblem ? (
                  <p
                    className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
                    role="alert"
                    data-testid="checkout-guests-error"
                  >
                    {problems.guests ??
                      guestsError ??
                      (travellerProblem ? te(travellerProblem.key, travellerProblem.values) : null)}
                  </p>
                ) : null}
                <ol className="space-y-4" aria-label={t("checkout.guest_list")} data-testid="checkout-guests">
                  {guests.fields.map((field, index) => (
                    <GuestCard
                      key={field.id}
                      index={index}
                      open={!collapsed.has(field.id)}
                      onToggle={() =>
                        setCollapsed((prev) => {
                          const next = new Set(prev);
                          if (next.has(field.id)) next.delete(field.id);
                          else next.add(field.id);
                          return next;
                        })
                      }
                      canRemove={index > 0 && Number(pax) > tour.min_pax}
                      onRemove={() => removeGuest(index)}
                      passportMin={passportMin}
                      departure={departure}
                      money={money}
                      discount={discountRule}
                      roomProblem={problems.guest?.[index]}
                      shared={sharedBeds(index)}
                      ministry={tour.kind === "umrah"}
                    />
                  ))}
                </ol>
                {Number.isInteger(Number(pax)) && Number(pax) < maxPax ? (
                  <button
                    type="button"
                    onClick={() => setPax(Number(pax) + 1)}
                    className="inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-700 px-4 py-2 font-medium text-brand-800 hover:bg-brand-50"
                    data-testid="checkout-add-guest"
                  >
                    <UserPlus aria-hidden="true" className="size-5" />
                    {t("checkout.add_guest")}
                  </button>
                ) : null}

                <TextareaField
                  form={form}
                  name="special_request"
                  label={t("checkout.special_request")}
                  hint={t("checkout.special_request_hint")}
                  rows={3}
                  data-testid="checkout-special-request"
                />
              </div>
            </Step>

            <Step number={firstStep + 2} title={t("checkout.step_payment")}>
              <div className="space-y-5">
                <PaymentOptions
                  depositMinimum={quote ? money(quote.min_first_payment) : undefined}
                  cardLink={tour.has_card_link}
                  kind={tour.kind}
                />
                {agent ? (
                  <p
                    className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
                    data-testid="checkout-agent"
                  >
                    {t("checkout.through_agent", { name: agent.name, code: agent.code })}
                  </p>
                ) : null}
                {/* The WhatsApp box (decision 080): the number starts from the lead guest's, else the account's. */}
                <WhatsappConsentField
                  form={form}
                  label={takenFor ? tw("consent.box_customer") : undefined}
                  suggest={() => getValues("guests.0.phone") || (takenFor ? takenFor.agent?.record.phone : user?.phone)}
                  testId="checkout-whatsapp"
                />
                <TermsField termsHref={termsHref} tourId={tour.id} />
              </div>
            </Step>
          </div>

          <aside className="lg:sticky lg:top-4">
            <CheckoutSummary
              tourName={tour.name}
              departure={departure}
              pax={Number(pax)}
              guestNames={guestNames}
              quote={quote}
              pending={pending}
              problem={
                problems.time_id ??
                problems.pax ??
                problems.detail_ids ??
                problems.guests ??
                (problems.guest ? t("summary.room_problem") : undefined) ??
                problems._ ??
                (failed ? t("summary.failed") : undefined)
              }
              paymentType={paymentType}
            >
              <SubmitButton
                loading={busy}
                loadingLabel={t("checkout.submitting")}
                className="w-full"
                data-testid="checkout-submit"
              >
                {takenFor ? tp("office.submit", { name: takenFor.customerName }) : t("checkout.submit")}
              </SubmitButton>
              <p className="mt-3 flex items-start gap-2 text-xs text-slate-600">
                <Lock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                {t("checkout.submit_note")}
              </p>
            </CheckoutSummary>
          </aside>
        </form>
        <CheckoutBottomBar quote={quote} pending={pending} hidden={summaryVisible || typing} />
      </FormProvider>
    </TakenForContext.Provider>
  );
}

/** A numbered step of the checkout (and of the panel's booking for a customer, office-booking.tsx). */
export function Step({ number, title, children }: { number: number; title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} className="mb-5 flex items-center gap-3 text-lg font-bold text-slate-900 sm:text-xl">
        <span
          aria-hidden="true"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
        >
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One guest as a card that folds away once filled; the lead guest can be filled from the profile. */
function GuestCard({
  index,
  open,
  onToggle,
  canRemove,
  onRemove,
  passportMin,
  departure,
  money,
  discount,
  roomProblem,
  shared,
  ministry,
}: {
  index: number;
  open: boolean;
  onToggle: () => void;
  canRemove: boolean;
  onRemove: () => void;
  passportMin: string | null;
  departure: DepartureDto | null;
  money: (minor: number) => string;
  /** The package's discount: the room choice shows each fare after it, as the package page does. */
  discount: Discount;
  /** The quote's refusal of this guest's room (a full room type, no bed not sold...). */
  roomProblem?: string;
  /** The beds of the guest's room left to other pilgrims of the same gender, when there are. */
  shared: { count: number; beds: number; name: string } | null;
  /** An umrah package: the ministry's data section (decision 081). */
  ministry: boolean;
}) {
  const { t } = useTranslation("booking");
  const { date } = useCatalogFormat();
  const { control } = useFormContext<CheckoutInput>();
  const name = useWatch({ control, name: `guests.${index}.full_name` }) as string | undefined;
  const { errors } = useFormState({ control, name: `guests.${index}` });
  const hasError = Boolean(errors.guests?.[index]) || Boolean(roomProblem);
  const bodyId = useId();
  const title = index === 0 ? t("checkout.lead_guest") : t("checkout.guest_n", { n: index + 1 });

  return (
    <li
      className={`rounded-lg border ${hasError ? "border-red-300" : "border-slate-200"} bg-slate-50/50`}
      data-testid={`guest-card-${index}`}
    >
      <div className="flex items-center gap-2 p-2 sm:p-3">
        <h3 className="min-w-0 flex-1">
          <button
            type="button"
            onClick={onToggle}
            aria-expanded={open}
            aria-controls={bodyId}
            className="flex min-h-11 w-full items-center gap-3 rounded-md px-2 text-left hover:bg-slate-100"
            data-testid={`guest-toggle-${index}`}
          >
            <UserRound aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            <span className="min-w-0">
              <span className="block font-semibold text-slate-900">{title}</span>
              <span className="block truncate text-sm text-slate-600">
                {name?.trim() || t("checkout.guest_unnamed")}
                {hasError ? (
                  <span className="ml-2 font-medium text-red-700">{t("checkout.guest_has_errors")}</span>
                ) : null}
              </span>
            </span>
            <ChevronDown
              aria-hidden="true"
              className={`ml-auto size-5 shrink-0 text-slate-600 transition-transform ${open ? "rotate-180" : ""}`}
            />
          </button>
        </h3>
        {canRemove ? (
          <button
            type="button"
            onClick={onRemove}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-red-50 hover:text-red-800"
            aria-label={t("checkout.remove_guest", { name: name?.trim() || title })}
            data-testid={`guest-remove-${index}`}
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>
      <div id={bodyId} hidden={!open} className="border-t border-slate-200 bg-white p-4 sm:p-5">
        {index === 0 ? <FillFromProfile /> : null}
        <GuestFields
          prefix={`guests.${index}`}
          index={index}
          onUploadVisa={uploadDocument}
          passportExpiryMin={passportMin}
          formatDate={date}
          startDate={departure?.start_date}
          relationRequired
          ministry={ministry}
          room={
            <GuestRoom
              index={index}
              departure={departure}
              money={money}
              discount={discount}
              problem={roomProblem}
              shared={shared}
            />
          }
        />
      </div>
    </li>
  );
}

/**
 * "Fill from my profile": every profile field that has a guest counterpart (GET /api/me): name,
 * contact, birth, address and the IC number (the profile's `is_number`). The profile's title is
 * free text, so it says nothing reliable about the guest's gender.
 */
function FillFromProfile() {
  const { t } = useTranslation("booking");
  const { t: tp } = useTranslation("booking_panel");
  const { t: te } = useTranslation("errors");
  const { setValue, formState } = useFormContext<CheckoutInput>();
  const takenFor = useContext(TakenForContext);
  const [busy, setBusy] = useState(false);
  const fill = async () => {
    setBusy(true);
    try {
      // Staff fill from the customer's record (the same fields the profile has).
      const me = takenFor?.agent
        ? { ...takenFor.agent.record, birth_date: null, birth_place: null, address: null, is_number: null }
        : (takenFor ? await customerClient.get(takenFor.customerId) : await bookingClient.me()).data;
      const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
      const fields = {
        full_name: me.name,
        phone: me.phone,
        email: me.email,
        birth_date: me.birth_date?.slice(0, 10) ?? null,
        birth_place: me.birth_place,
        address: me.address,
        ic_number: me.is_number,
      } as const;
      for (const [field, value] of Object.entries(fields))
        if (value) setValue(`guests.0.${field as keyof typeof fields}`, value, options);
      toast.success(takenFor ? tp("office.customer_filled") : t("checkout.profile_filled"));
    } catch (err) {
      if (!isAbort(err) && !(err instanceof ApiError)) toast.error(te("unavailable"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mb-5 flex flex-col gap-2 rounded-md bg-brand-50 p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-800">
        {takenFor ? tp("office.customer_fill_text", { name: takenFor.customerName }) : t("checkout.profile_fill_text")}
      </p>
      <button
        type="button"
        onClick={fill}
        disabled={busy}
        aria-busy={busy || undefined}
        className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-md border border-brand-700 bg-white px-4 py-2 font-medium text-brand-800 hover:bg-brand-100 disabled:opacity-70"
        data-testid="checkout-fill-profile"
      >
        <UserRound aria-hidden="true" className="size-5" />
        {takenFor ? tp("office.customer_fill") : t("checkout.profile_fill")}
      </button>
    </div>
  );
}

/** How the booking came in, when staff take it: at the office, on the phone, over WhatsApp. */
function ChannelField() {
  const { t } = useTranslation("booking_panel");
  const form = useFormContext<CheckoutInput>();
  return (
    <SelectField
      form={form}
      name="channel"
      label={t("office.channel")}
      hint={t("office.channel_hint")}
      options={STAFF_CHANNELS.map((c) => ({ value: c, label: t(`channel.${c}`) }))}
      data-testid="checkout-channel"
    />
  );
}

/**
 * Terms and conditions, and the consent to process the guests' data (decision 049): two boxes to
 * check, and the terms page in a new tab when the site has one.
 */
function TermsField({ termsHref, tourId }: { termsHref: string | null; tourId: number }) {
  const { t } = useTranslation("booking");
  const { t: tp } = useTranslation("booking_panel");
  const { setting } = useRootData();
  const takenFor = useContext(TakenForContext);
  const timeId = useWatch<CheckoutInput, "time_id">({ name: "time_id" });
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 p-4">
      {takenFor ? (
        <p className="text-sm text-slate-700" data-testid="checkout-in-person">
          {tp("office.in_person", { name: takenFor.customerName })}
        </p>
      ) : null}
      <AgreeBox
        name="terms"
        testId="checkout-terms"
        label={takenFor ? tp("office.terms_agree", { name: takenFor.customerName }) : t("checkout.terms_agree")}
      />
      <AgreeBox
        name="data_consent"
        testId="checkout-consent"
        label={
          takenFor
            ? tp("office.consent_agree", {
                name: takenFor.customerName,
                consent: t("consent.agree", { site: setting.name }),
              })
            : t("consent.agree", { site: setting.name })
        }
      />
      {/* The written agreement (docs/product.md §Written agreement): the customer's own checkout
          must tick it; staff and agents tick it when the customer signed in person. Its text is a
          server-rendered page of the chosen departure, opened in a new tab: none of it is in this
          page's script. */}
      <AgreeBox
        name="agreement"
        testId="checkout-agreement"
        required={!takenFor}
        label={takenFor ? tp("office.agreement_agree", { name: takenFor.customerName }) : t("checkout.agreement_agree")}
      />
      <p className="pl-8 text-sm">
        {timeId ? (
          <a
            href={`/panel/agreement/${tourId}/${timeId}`}
            target="_blank"
            rel="noopener"
            className="font-medium text-brand-700 underline"
            data-testid="checkout-agreement-read"
          >
            {t("checkout.agreement_read")}
            <span className="sr-only"> ({t("checkout.new_tab")})</span>
          </a>
        ) : (
          <span className="text-slate-600">{t("checkout.agreement_pick")}</span>
        )}
      </p>
      {termsHref ? (
        <p className="mt-2 pl-8 text-sm">
          <a href={termsHref} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
            {t("checkout.terms_read")}
            <span className="sr-only"> ({t("checkout.new_tab")})</span>
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** One required box of the checkout's agreements, with its message under it. */
function AgreeBox({
  name,
  testId,
  label,
  required = true,
}: {
  name: "terms" | "data_consent" | "agreement";
  testId: string;
  label: string;
  required?: boolean;
}) {
  const { register, control } = useFormContext<CheckoutInput>();
  const { errors } = useFormState({ control, name });
  const id = useId();
  const error = errors[name]?.message;
  return (
    <div data-invalid={error ? "true" : undefined}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          {...register(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-required={required}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          data-testid={testId}
        />
        <label htmlFor={id} className="text-slate-900">
          {label}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 pl-8 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
