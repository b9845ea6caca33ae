import type { z } from "zod";
import { mediaClient } from "#app/modules/media/media.api-client";
import { api } from "#app/shared/http/client";
import { type QueryParams, toQuery } from "#app/shared/http/panel-api";
import type {
  AgentApplicationInput,
  AgentListResponse,
  AgentPilgrimInput,
  agentPilgrimResponse,
  agentPilgrimsResponse,
  AgentReviewInput,
  ListAgentsQuery,
  agentActionResponse,
  agentResponse,
  myAgentResponse,
} from "./agent.contract";

type MyAgentResponse = z.infer<typeof myAgentResponse>;
type AgentResponse = z.infer<typeof agentResponse>;
export type AgentActionResponse = z.infer<typeof agentActionResponse>;
export type AgentPilgrimResponse = z.infer<typeof agentPilgrimResponse>;
type AgentPilgrimsResponse = z.infer<typeof agentPilgrimsResponse>;

/** The agent list's query as the screen holds it: "" leaves a filter out. */
export type AgentListParams = QueryParams<ListAgentsQuery>;

/** TanStack Query keys of the agent screens: a review refreshes the lists and the record. */
export const agentKeys = {
  all: ["panel", "agent"] as const,
  mine: () => [...agentKeys.all, "mine"] as const,
  lists: () => [...agentKeys.all, "list"] as const,
  list: (params: AgentListParams) => [...agentKeys.lists(), params] as const,
  detail: (id: number) => [...agentKeys.all, "detail", id] as const,
  /** The approved agent's own pilgrims (their workspace). */
  pilgrims: () => [...agentKeys.all, "pilgrims"] as const,
};

/** /api/agent…: a customer's own application, staff's list and review (decision 078). */
export const agentClient = {
  /** The caller's own application or agent record with its history, or null (customer). */
  mine: (signal?: AbortSignal) => api<MyAgentResponse>("/agent/application", { signal }),
  /** Apply, or apply again after a rejection (201); 409 while one waits or for an agent. */
  apply: (input: AgentApplicationInput) =>
    api<AgentActionResponse>("/agent/application", { method: "POST", body: input }),
  /** The ID card's scan, a private document of the applicant (its id goes in the application). */
  uploadScan: (file: File) => mediaClient.upload(file, "document"),
  list: (params: AgentListParams, signal?: AbortSignal) =>
    api<AgentListResponse>(`/agent${toQuery(params)}`, { signal }),
  get: (id: number, signal?: AbortSignal) => api<AgentResponse>(`/agent/${id}`, { signal }),
  /** Approve, reject, suspend or reinstate; 409 `agent_review_not_open` when the move does not apply. */
  review: (id: number, input: AgentReviewInput) =>
    api<AgentActionResponse>(`/agent/${id}/review`, { method: "POST", body: input }),
  /** The calling agent's pilgrims (registered by them or credited to them), newest first. */
  pilgrims: (signal?: AbortSignal) => api<AgentPilgrimsResponse>("/agent/pilgrims", { signal }),
  /** Register a pilgrim's account (201); 422 per field, 409 when the phone or e-mail is taken. */
  registerPilgrim: (input: AgentPilgrimInput) =>
    api<AgentPilgrimResponse>("/agent/pilgrims", { method: "POST", body: input }),
};

export const agentQueries = {
  mine: () => ({
    queryKey: agentKeys.mine(),
    queryFn: ({ signal }: { signal: AbortSignal }) => agentClient.mine(signal),
  }),
  list: (params: AgentListParams) => ({
    queryKey: agentKeys.list(params),
    queryFn: ({ signal }: { signal: AbortSignal }) => agentClient.list(params, signal),
  }),
  detail: (id: number) => ({
    queryKey: agentKeys.detail(id),
    queryFn: ({ signal }: { signal: AbortSignal }) => agentClient.get(id, signal),
  }),
  pilgrims: () => ({
    queryKey: agentKeys.pilgrims(),
    queryFn: ({ signal }: { signal: AbortSignal }) => agentClient.pilgrims(signal),
  }),
};
