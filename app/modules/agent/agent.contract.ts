import { z } from "zod";
import { bankAccountFields, PHONE_PATTERN, optionalText } from "#app/shared/fields.contract";
import { listQuery, listResponse } from "#app/shared/list";
import { counterCustomerInput } from "#app/modules/account/customer.contract";
import {
  AGENT_CODE_PATTERN,
  AGENT_EVENTS,
  AGENT_REVIEWS,
  AGENT_STATUSES,
  normaliseAgentCode,
  reviewNeedsReason,
} from "./agent.rules";

/**
 * The agents' API (/api/agent…, decision 078): a signed-in person's application, staff's review.
 * The application form and the server validate with these same schemas.
 */
/** An id in a path or query (text, coerced); a body's id is a JSON number (`bodyId`). */
const id = z.coerce.number().int().positive().max(2_147_483_647);
const bodyId = z.number().int().positive().max(2_147_483_647);

/** Indonesia's national ID number (NIK): sixteen digits; spaces typed between groups are dropped. */
const nationalIdNumber = z
  .string()
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{16}$/, { message: "national_id_format" }));

/** The tax number (NPWP), optional: 15 or 16 digits once dots and dashes are dropped. */
const taxNumber = optionalText(30).pipe(
  z
    .string()
    .transform((v) => v.replace(/[.\-\s]/g, ""))
    .pipe(z.string().regex(/^\d{15,16}$/, { message: "tax_number_format" }))
    .nullable(),
);

/**
 * An agent's code as typed (an upline's, or the agent staff credit a booking to), optional; checked
 * against the approved agents by the server.
 */
export const optionalAgentCode = optionalText(20).pipe(
  z
    .string()
    .transform(normaliseAgentCode)
    .pipe(z.string().regex(AGENT_CODE_PATTERN, { message: "agent_code_format" }))
    .nullable(),
);

/** POST /api/agent/application: what an applicant gives (decision 078, item 1). */
export const agentApplicationInput = z.object({
  national_id_number: nationalIdNumber,
  /** The ID card's scan: a private document the applicant uploaded (`/api/upload?purpose=document`). */
  national_id_file_id: z.uuid({ message: "required" }),
  tax_number: taxNumber,
  ...bankAccountFields,
  whatsapp: z.string().trim().max(20).regex(PHONE_PATTERN, { message: "phone_format" }),
  branch_id: bodyId.nullable().default(null),
  upline_code: optionalAgentCode,
  terms: z.literal(true, { message: "terms_required" }),
});
export type AgentApplicationInput = z.input<typeof agentApplicationInput>;

/** POST /api/agent/{id}/review: approve, reject, suspend or reinstate; a rejection and a suspension say why. */
export const agentReviewInput = z
  .object({
    action: z.enum(AGENT_REVIEWS),
    reason: optionalText(500),
  })
  .refine((v) => !reviewNeedsReason(v.action) || !!v.reason, {
    path: ["reason"],
    message: "required",
  });
export type AgentReviewInput = z.input<typeof agentReviewInput>;

export const agentIdParam = z.object({ id });

export const listAgentsQuery = listQuery.extend({
  status: z.enum(AGENT_STATUSES).optional(),
  branch_id: id.optional(),
});
export type ListAgentsQuery = z.input<typeof listAgentsQuery>;

export const agentEventDto = z.object({
  kind: z.enum(AGENT_EVENTS),
  reason: z.string().nullable(),
  actor_name: z.string().nullable(),
  created_at: z.string(),
});

export const agentDto = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  status: z.enum(AGENT_STATUSES),
  /** Given on approval; null while the application waits or after a rejection. */
  code: z.string().nullable(),
  national_id_number: z.string(),
  national_id_file_id: z.string().nullable(),
  tax_number: z.string().nullable(),
  bank_name: z.string(),
  account_number: z.string(),
  account_holder: z.string(),
  whatsapp: z.string(),
  branch_id: z.number().int().nullable(),
  upline: z.object({ id: z.number().int(), code: z.string().nullable(), name: z.string() }).nullable(),
  terms_version: z.string(),
  terms_accepted_at: z.string(),
  reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
});
export type AgentDto = z.infer<typeof agentDto>;

export const agentDetailDto = agentDto.extend({ events: z.array(agentEventDto) });
export type AgentDetailDto = z.infer<typeof agentDetailDto>;

export const agentListResponse = listResponse(agentDto);
export type AgentListResponse = z.infer<typeof agentListResponse>;
export const agentResponse = z.object({ data: agentDetailDto });
export const agentActionResponse = z.object({ message: z.string(), data: agentDetailDto });
/** GET /api/agent/application: the caller's own application or agent record, or null. */
export const myAgentResponse = z.object({ data: agentDetailDto.nullable() });

/**
 * POST /api/agent/pilgrims: an agent registers a pilgrim (decision 078 §3): the counter's customer
 * form without the branch (the agent's serves them).
 */
export const agentPilgrimInput = counterCustomerInput.omit({ branch_id: true });
export type AgentPilgrimInput = z.input<typeof agentPilgrimInput>;

export const agentPilgrimDto = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  active: z.boolean(),
  /** When they became the agent's pilgrim. */
  since: z.string(),
});
export type AgentPilgrimDto = z.infer<typeof agentPilgrimDto>;
export const agentPilgrimResponse = z.object({ message: z.string(), data: agentPilgrimDto });
export const agentPilgrimsResponse = z.object({ data: z.array(agentPilgrimDto) });
