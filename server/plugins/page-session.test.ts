import { describe, expect, it } from "vitest";
import type { UserDto } from "#app/modules/account/account.contract";
import { withSession } from "./page-session";

const user = (name: string): UserDto => ({
  id: 7,
  name,
  username: "siti",
  email: "siti@example.com",
  role: "customer",
  title: null,
  is_number: null,
  phone: null,
  birth_place: null,
  birth_date: null,
  address: "Jl. Merdeka\u2028No. 1",
  profile_picture_url: null,
  locale: "id",
  staff_role: null,
  branch_id: null,
  agent_id: null,
});

describe("withSession", () => {
  it("adds the user at the top of <head> in a script with this response's nonce", () => {
    const page = "<!DOCTYPE html><html><head><title>x</title></head><body></body></html>";
    const out = withSession(page, user("Siti"), "N0nce+/=").toString();
    expect(out.startsWith('<!DOCTYPE html><html><head><script nonce="N0nce+/=">window.__pageSession={')).toBe(true);
    expect(out).toContain('document.documentElement.dataset.session="1"</script><title>x</title>');
  });

  it("cannot be closed early by what a user typed: no </script>, no line separators", () => {
    const out = withSession("<head></head>", user('</script><script>alert("x")</script>'), "N").toString();
    expect(out.match(/<\/script>/g)).toHaveLength(1);
    expect(out).not.toContain("\u2028");
    const json = out.slice(out.indexOf("=") + 1).split(";document.", 1)[0];
    const parsed = JSON.parse(json.slice(json.indexOf("{")));
    expect(parsed.name).toBe('</script><script>alert("x")</script>');
    expect(parsed.address).toBe("Jl. Merdeka\u2028No. 1");
  });

  it("leaves a document without <head> as it is", () => {
    expect(withSession("<p>x</p>", user("Siti"), "N").toString()).toBe("<p>x</p>");
  });
});
