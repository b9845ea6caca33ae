/**
 * A storefront page under the site header: the centred column and the page's title as its one
 * h1 (`page-title`), then the page's own content.
 */
export function SitePage({
  title,
  width = "max-w-4xl",
  article = false,
  children,
}: {
  title: React.ReactNode;
  width?: "max-w-4xl" | "max-w-7xl";
  /** A page that is one piece of writing (a content page) is an `<article>`. */
  article?: boolean;
  children: React.ReactNode;
}) {
  const Frame = article ? "article" : "div";
  return (
    <Frame className={`mx-auto ${width} px-4 py-8 sm:py-12 lg:px-6`}>
      <h1 data-testid="page-title" className="text-3xl font-bold text-slate-900 sm:text-4xl">
        {title}
      </h1>
      {children}
    </Frame>
  );
}
