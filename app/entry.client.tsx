import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { z } from "zod";
import { createClientI18n } from "./shared/i18n/client";
import { defaultLocale, isLocale } from "./shared/i18n/config";

// zod compiles fast parsers with `new Function` unless told not to; the page CSP (no
// 'unsafe-eval') forbids that, and the forms are small enough for the interpreted path.
z.config({ jitless: true });

async function hydrate() {
  const key = document.documentElement.dataset.locale;
  const i18n = await createClientI18n(isLocale(key) ? key : defaultLocale);
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
