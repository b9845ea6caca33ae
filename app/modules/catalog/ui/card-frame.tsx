import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import type { ImageDto } from "#app/modules/media/media.contract";
import { VariantImage } from "#app/shared/ui/variant-image";

/**
 * The frame of a storefront card (package, destination): a bordered article that is one link,
 * the title's, stretched over the whole card, so the card is one tab stop.
 */
export function CardFrame({
  testId,
  data,
  children,
}: {
  testId: string;
  /** The card's record id as a data attribute (`data-tour-id`). */
  data: Record<`data-${string}`, number>;
  children: React.ReactNode;
}) {
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-600 hover:shadow-md"
      data-testid={testId}
      {...data}
    >
      {children}
    </article>
  );
}

/** The card's picture, or an icon in its place. */
export function CardImage({
  image,
  sizes,
  height,
  eager,
  priority = false,
  icon: Icon,
  iconClassName,
}: {
  image: Pick<ImageDto, "url" | "srcset" | "width" | "height"> | null | undefined;
  sizes: string;
  /** Assumed when the image does not know its height (width 800). */
  height: number;
  eager: boolean;
  priority?: boolean;
  icon: LucideIcon;
  iconClassName: string;
}) {
  return image ? (
    <VariantImage
      image={image}
      sizes={sizes}
      fallback={[800, height]}
      alt=""
      loading={eager || priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className="size-full object-cover"
    />
  ) : (
    <div className={`flex size-full items-center justify-center ${iconClassName}`}>
      <Icon aria-hidden="true" className="size-10" />
    </div>
  );
}

/** The card's title: its link covers the card. */
export function CardTitle({
  level,
  className,
  to,
  prefetch,
  children,
}: {
  level: 2 | 3;
  className: string;
  to: string;
  prefetch?: "intent";
  children: React.ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Heading className={className}>
      <Link
        to={to}
        prefetch={prefetch}
        className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:underline"
      >
        {children}
      </Link>
    </Heading>
  );
}
