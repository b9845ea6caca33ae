import type { Call } from "#test/setup/sessions";

/**
 * The PUT /api/customer/{id} body of a user as GET /customer/{id} shows it to `call`'s session
 * (the owner's), with some fields changed: the user editor's save.
 */
export async function customerEditBody(call: Call, id: number, patch: Record<string, unknown> = {}) {
  const d = (await call("GET", `/api/customer/${id}`)).json().data;
  return {
    name: d.name,
    email: d.email,
    username: d.username,
    title: d.title,
    is_number: d.is_number,
    phone: d.phone,
    birth_place: d.birth_place,
    birth_date: d.birth_date,
    address: d.address,
    role: d.role,
    active: d.active,
    ...patch,
  };
}
