import type { SVGProps } from "react";

/**
 * Brand marks for social links. lucide-react 1.x dropped brand icons, so these are small
 * stroke drawings in the same 24px grid and stroke style as lucide (after Tabler, MIT).
 * Always decorative: the link around them carries the accessible name.
 */
type IconProps = SVGProps<SVGSVGElement>;

function StrokeIcon({ children, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const FacebookIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M7 10v4h3v7h4v-7h3l1-4h-4V8a1 1 0 0 1 1-1h3V3h-3a5 5 0 0 0-5 5v2H7" />
  </StrokeIcon>
);

export const InstagramIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="4" y="4" width="16" height="16" rx="4" />
    <circle cx="12" cy="12" r="3" />
    <path d="M16.5 7.5v.01" />
  </StrokeIcon>
);

export const TiktokIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M21 7.917v4.034A9.948 9.948 0 0 1 16 10v4.5a6.5 6.5 0 1 1-8-6.326v4.326a2.5 2.5 0 1 0 4 2V3h4.083A6.005 6.005 0 0 0 21 7.917z" />
  </StrokeIcon>
);

export const YoutubeIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M2 8a4 4 0 0 1 4-4h12a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V8z" />
    <path d="m10 9 5 3-5 3z" />
  </StrokeIcon>
);

export const WhatsappIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m3 21 1.65-3.8a9 9 0 1 1 3.4 2.9L3 21" />
    <path d="M9 10a.5.5 0 0 0 1 0V9a.5.5 0 0 0-1 0v1a5 5 0 0 0 5 5h1a.5.5 0 0 0 0-1h-1a.5.5 0 0 0 0 1" />
  </StrokeIcon>
);
