import { Outlet } from "react-router";
import { listCategories } from "../../modules/catalog/server/list-categories";
import { listPagesByGroup } from "../../modules/content/server/list-pages-by-group";
import type { Route } from "./+types/layout";

export async function loader({ context }: Route.LoaderArgs) {
  const { ctx } = context;
  const [categories, branches, footerPages] = await Promise.all([
    listCategories({ ctx, input: { page: 1, limit: -1 } }),
    listPagesByGroup({ ctx, input: { group: "branch" } }),
    listPagesByGroup({ ctx, input: { group: "footer" } }),
  ]);
  return { categories: categories.data, branches, footerPages };
}

export default function MainLayout() {
  return (
    <div>
      <main id="main">
        <Outlet />
      </main>
    </div>
  );
}
