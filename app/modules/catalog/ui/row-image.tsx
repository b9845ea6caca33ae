import type { LucideIcon } from "lucide-react";

/**
 * A record's picture in a panel list row (64 by 48), or its kind's icon when it has none;
 * `wideOnly`: shown from the small breakpoint up (the row's text needs the phone's width).
 */
export function RowImage({
  image,
  icon: Icon,
  wideOnly = false,
}: {
  image: { url: string; srcset: string } | null;
  icon: LucideIcon;
  wideOnly?: boolean;
}) {
  return image ? (
    <img
      src={image.url}
      srcSet={image.srcset || undefined}
      sizes="64px"
      alt=""
      width={64}
      height={48}
      loading="lazy"
      className={
        wideOnly
          ? "hidden h-12 w-16 max-w-none shrink-0 rounded-md bg-slate-100 object-cover sm:block"
          : "h-12 w-16 max-w-none rounded-md bg-slate-100 object-cover"
      }
    />
  ) : (
    <span
      className={
        wideOnly
          ? "hidden h-12 w-16 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-500 sm:flex"
          : "flex h-12 w-16 items-center justify-center rounded-md bg-slate-100 text-slate-500"
      }
    >
      <Icon aria-hidden className="size-5" />
    </span>
  );
}
