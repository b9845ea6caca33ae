import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { createClientI18n } from "./shared/i18n/browser.client";
import { defaultLocale, isLocale } from "./shared/i18n/config";

async function hydrate() {
  const key = document.documentElement.dataset.locale;
  const i18n = await createClientI18n(isLocale(key) ? key : defaultLocale, window.location.pathname);
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
