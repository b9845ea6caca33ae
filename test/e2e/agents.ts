/**
 * The people of the agents' journeys (issue 29), set up through the real API as the journeys'
 * own steps would: a registered customer who applied with their ID scan and was approved by the
 * owner, and a member of staff invited by the owner who chose their password from the mail.
 */
import type { Browser, BrowserContext } from "playwright-core";
import { expect } from "vitest";
import { baseURL, loginContext, newContext } from "./browser";

export interface Person {
  name: string;
  username: string;
  email: string;
  password: string;
}

const write = () => ({ headers: { origin: baseURL() } });

/** A private document upload (an ID scan, a receipt) of the context's user: its file id. */
export async function uploadDocument(context: BrowserContext, jpeg: Buffer): Promise<string> {
  const res = await context.request.post("/api/upload?purpose=document", {
    ...write(),
    multipart: { file: { name: "scan.jpg", mimeType: "image/jpeg", buffer: jpeg } },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** A customer account, registered from the storefront's API. */
export async function registerPerson(browser: Browser, who: Person) {
  const visitor = await newContext(browser);
  const res = await visitor.request.post("/api/register?lang=id", {
    ...write(),
    data: { ...who, password_confirmation: who.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  await visitor.close();
}

/**
 * `who` registers, applies with their ID scan and is approved by the owner ("admin"): their agent
 * id and code.
 */
export async function approvedAgent(
  browser: Browser,
  who: Person,
  jpeg: Buffer,
  numbers: { nik: string; account: string; whatsapp: string },
): Promise<{ agentId: number; code: string }> {
  await registerPerson(browser, who);
  const applicant = await newContext(browser);
  await loginContext(applicant, who.username, who.password);
  const applied = await applicant.request.post("/api/agent/application", {
    ...write(),
    data: {
      national_id_number: numbers.nik,
      national_id_file_id: await uploadDocument(applicant, jpeg),
      bank_name: "Bank Syariah Indonesia",
      account_number: numbers.account,
      account_holder: who.name,
      whatsapp: numbers.whatsapp,
      terms: true,
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const agentId = ((await applied.json()) as { data: { id: number } }).data.id;
  await applicant.close();
  const owner = await newContext(browser);
  await loginContext(owner, "admin");
  const approved = await owner.request.post(`/api/agent/${agentId}/review`, {
    ...write(),
    data: { action: "approve" },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const code = ((await approved.json()) as { data: { code: string } }).data.code;
  await owner.close();
  return { agentId, code };
}

/** A member of staff of every branch in `staffRole`, invited by the owner, who chose `who.password`. */
export async function invitedStaff(browser: Browser, who: Person, staffRole: "finance" | "sales" | "operations") {
  const owner = await newContext(browser);
  await loginContext(owner, "admin");
  const invited = await owner.request.post("/api/staff", {
    ...write(),
    data: { name: who.name, email: who.email, username: who.username, staff_role: staffRole, locale: "en" },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const mails = (
    (await (await owner.request.get("/api/outbox?limit=100")).json()) as {
      data: { to: string; text: string }[];
    }
  ).data;
  const token = /\/reset-password\/([\w-]+)/.exec(mails.find((m) => m.to === who.email)?.text ?? "")?.[1];
  expect(token).toBeTruthy();
  const set = await owner.request.post("/api/reset-password", {
    ...write(),
    data: { token, password: who.password, password_confirmation: who.password },
  });
  expect(set.status()).toBe(200);
  await owner.close();
}
