import type { Ctx } from "#app/shared/context";
import { agencyToday, formatDay } from "#app/shared/dates";
import { serverT } from "#app/shared/i18n/server";
import { type Currency, formatMoney } from "#app/shared/money";
import { describeUsers } from "#app/modules/account/.server/describe-users";
import { planBalances } from "#app/modules/booking/.server/money/payment-rows";
import { enqueueMail } from "#app/modules/notification/.server/enqueue-mail";
import { mailLink } from "#app/modules/notification/.server/mail-language";
import { monthRemaining, reminderDue } from "#app/modules/savings/savings.rules";
import { claimPlanReminder, listPlanRows } from "./savings.repository";

/**
 * The savings reminders job (docs/product.md §Savings plans, decision 084): on the agency's day of
 * `ctx.now()`, every open plan whose next unpaid month is due within REMINDER_DAYS_BEFORE days
 * ("before") or past due ("overdue") gets one mail in its customer's language through the outbox
 * (quoting what the month still asks, its link opening the plan's page in that language),
 * once per plan, month and kind ever: the savings_reminders row is inserted with ON CONFLICT DO
 * NOTHING in the mail's transaction, so two instances at once send one. Returns the mails queued.
 */
export async function sendSavingsReminders({ ctx }: { ctx: Ctx; input?: undefined }): Promise<number> {
  const today = agencyToday(ctx.now());
  const plans = await listPlanRows(ctx.db, { status: "open" });
  const balances = await planBalances(
    ctx.db,
    plans.map((p) => p.id),
  );
  const people = await describeUsers({ ctx, input: { ids: plans.map((p) => p.customerId) } });
  let count = 0;
  for (const plan of plans) {
    const terms = { startsOn: plan.startsOn, months: plan.months, monthlyAmount: plan.monthlyAmount };
    const balance = balances.get(plan.id) ?? 0;
    const due = reminderDue(terms, balance, today);
    const customer = people.get(plan.customerId);
    if (!due || !customer) continue;
    count += await ctx.db.transaction(async (tx) => {
      if (!(await claimPlanReminder(tx, plan.id, due.month, due.kind, ctx.now()))) return 0;
      const t = serverT(customer.locale, "savings");
      const values = {
        code: plan.code,
        month: due.month,
        // What the month still asks: a month partly paid quotes only the rest.
        amount: formatMoney(monthRemaining(terms, balance), plan.currency as Currency, customer.locale),
        due: formatDay(due.due_on, customer.locale),
        // The plan's page in the mail's language (mailLink), as every mail's link.
        link: mailLink(ctx.publicUrl ?? "", `/panel/savings/${plan.id}`, customer.locale),
      };
      await enqueueMail({
        ctx: { ...ctx, db: tx, actor: null },
        input: {
          kind: `savings_reminder_${due.kind}`,
          to: customer.email,
          subject: t(`mail.${due.kind}_subject`, values),
          text: t(`mail.${due.kind}_text`, values),
          locale: customer.locale,
          userId: plan.customerId,
        },
      });
      return 1;
    });
  }
  return count;
}
