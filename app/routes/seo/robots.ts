export function loader() {
  return new Response("User-agent: *\nDisallow: /panel\nDisallow: /api\n", { headers: { "content-type": "text/plain" } });
}
