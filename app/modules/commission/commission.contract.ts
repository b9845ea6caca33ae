import { z } from "zod";
import { filterDay, listQuery, listResponse } from "#app/shared/list";
import { FULL_BP, LINE_KINDS, LINE_STATUSES, OVERRIDE_KINDS, SCHEME_KINDS } from "./commission.rules";

/**
 * The commissions' API (/api/commission…, decision 078, docs/product.md §Commissions): schemes,
 * the ledger's lines, payouts and the agent's own view. The panel's forms validate with these
 * same schemas.
 */
const id = z.coerce.number().int().positive().max(2_147_483_647);
const bodyId = z.number().int().positive().max(2_147_483_647);
/** Minor units, whole, not negative, below what a bigint column and a JSON number hold exactly. */
const amount = z.number().int().min(0).max(1_000_000_000_000);
const bp = z.number().int().min(0).max(FULL_BP);
const rates = z.object({ adult: amount, child: amount, infant: amount });

/** PUT /commission/schemes/default and /commission/schemes/package/{package_id}. */
export const schemeInput = z
  .object({
    kind: z.enum(SCHEME_KINDS),
    /** fixed: minor units per traveller of each type, in the site's currency. */
    rates: rates.default({ adult: 0, child: 0, infant: 0 }),
    /** percent: basis points (1% = 100) of the price after discount. */
    percent_bp: bp.default(0),
    override: z.enum(OVERRIDE_KINDS).default("none"),
    /** override fixed: minor units per booking. */
    override_amount: amount.default(0),
    /** override difference: the upline's own rates (of the scheme's kind). */
    upline_rates: rates.default({ adult: 0, child: 0, infant: 0 }),
    upline_percent_bp: bp.default(0),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "percent" && v.percent_bp === 0)
      ctx.addIssue({ code: "custom", path: ["percent_bp"], message: "commission_rate_required" });
    if (v.kind === "fixed" && v.rates.adult + v.rates.child + v.rates.infant === 0)
      ctx.addIssue({ code: "custom", path: ["rates"], message: "commission_rate_required" });
    if (v.override === "fixed" && v.override_amount === 0)
      ctx.addIssue({ code: "custom", path: ["override_amount"], message: "commission_rate_required" });
    if (v.override === "difference") {
      const below =
        v.kind === "percent"
          ? v.upline_percent_bp <= v.percent_bp
          : (["adult", "child", "infant"] as const).every((t) => v.upline_rates[t] <= v.rates[t]);
      if (below)
        ctx.addIssue({
          code: "custom",
          path: [v.kind === "percent" ? "upline_percent_bp" : "upline_rates"],
          message: "commission_upline_rate_low",
        });
    }
  });
export type SchemeInput = z.input<typeof schemeInput>;

export const packageSchemeParam = z.object({ package_id: id });

export const schemeDto = z.object({
  id: z.number(),
  package_id: z.number().nullable(),
  kind: z.enum(SCHEME_KINDS),
  currency: z.string(),
  rates: z.object({ adult: z.number(), child: z.number(), infant: z.number() }),
  percent_bp: z.number(),
  override: z.enum(OVERRIDE_KINDS),
  override_amount: z.number(),
  upline_rates: z.object({ adult: z.number(), child: z.number(), infant: z.number() }),
  upline_percent_bp: z.number(),
  updated_at: z.string(),
});
export type SchemeDto = z.infer<typeof schemeDto>;
/** GET: the scheme, or null when none is set (a package without its own uses the default). */
export const schemeResponse = z.object({ data: schemeDto.nullable() });
export const schemeActionResponse = z.object({ message: z.string(), data: schemeDto });
export const messageResponse = z.object({ message: z.string() });

/** GET /commission/lines: staff's filters. `status` as commission.rules LINE_STATUSES; the period is the line's date. */
export const listLinesQuery = listQuery.extend({
  agent_id: id.optional(),
  status: z.enum(LINE_STATUSES).optional(),
  from: filterDay.optional(),
  to: filterDay.optional(),
});
export type ListLinesQuery = z.input<typeof listLinesQuery>;

export const lineDto = z.object({
  id: z.number(),
  agent: z.object({ id: z.number(), code: z.string().nullable(), name: z.string() }),
  booking: z.object({ id: z.string(), code: z.string() }),
  kind: z.enum(LINE_KINDS),
  status: z.enum(LINE_STATUSES),
  amount: z.number(),
  currency: z.string(),
  basis: z.record(z.string(), z.unknown()),
  reverses: z.number().nullable(),
  payout_id: z.number().nullable(),
  created_at: z.string(),
});
export type LineDto = z.infer<typeof lineDto>;
export const lineListResponse = listResponse(lineDto);

/** POST /commission/payouts: the chosen lines of one agent, the bank's reference, the day and the receipt. */
export const payoutInput = z.object({
  agent_id: bodyId,
  line_ids: z.array(bodyId).min(1).max(500),
  reference: z.string().trim().min(1).max(120),
  paid_on: filterDay,
  receipt_file_id: z.uuid(),
});
export type PayoutInput = z.input<typeof payoutInput>;

export const listPayoutsQuery = listQuery.extend({ agent_id: id.optional() });
export const payoutIdParam = z.object({ id });

export const payoutDto = z.object({
  id: z.number(),
  agent: z.object({ id: z.number(), code: z.string().nullable(), name: z.string() }),
  total: z.number(),
  currency: z.string(),
  reference: z.string(),
  paid_on: z.string(),
  receipt_file_id: z.string(),
  line_count: z.number(),
  created_at: z.string(),
});
export type PayoutDto = z.infer<typeof payoutDto>;
export const payoutListResponse = listResponse(payoutDto);
export const payoutActionResponse = z.object({ message: z.string(), data: payoutDto });

/** GET /commission/mine: the agent's own lines, totals and payouts. */
export const myCommissionResponse = z.object({
  data: z.object({
    totals: z.array(z.object({ currency: z.string(), unpaid: z.number(), owed: z.number(), paid: z.number() })),
    lines: z.array(lineDto),
    payouts: z.array(payoutDto),
  }),
});

/** GET /api/commission/report: commissions per agent over a period (inclusive days), on screen or as Excel. */
export const commissionReportQuery = z
  .object({
    from: filterDay.optional(),
    to: filterDay.optional(),
    format: z.enum(["json", "xlsx"]).default("json"),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { path: ["to"], message: "end_before_start" });
export type CommissionReportQuery = z.input<typeof commissionReportQuery>;

export const commissionReportRowDto = z.object({
  agent: z.object({ id: z.number().int(), code: z.string().nullable(), name: z.string() }),
  currency: z.string(),
  /** Earned in the period (commissions and overrides). */
  earned: z.number().int(),
  /** Reversed in the period (negative). */
  reversed: z.number().int(),
  /** Paid by payouts dated in the period. */
  paid: z.number().int(),
  /** Payable now: every line no payout claimed, reversals netted. */
  payable: z.number().int(),
});
export type CommissionReportRowDto = z.infer<typeof commissionReportRowDto>;
export const commissionReportResponse = z.object({ data: z.array(commissionReportRowDto) });
