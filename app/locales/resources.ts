// Every catalogue of every locale, statically: for the server (API messages, server rendering)
// and the key-completeness test. The browser loads only its own locale (app/shared/i18n/browser.client.ts).
import enAccount from "./en/account.json";
import enCommon from "./en/common.json";
import enErrors from "./en/errors.json";
import enErrorsServer from "./en/errors_server.json";
import enErrorsPanel from "./en/errors_panel.json";
import enPanel from "./en/panel.json";
import idAccount from "./id/account.json";
import idCommon from "./id/common.json";
import idErrors from "./id/errors.json";
import idErrorsServer from "./id/errors_server.json";
import idErrorsPanel from "./id/errors_panel.json";
import idPanel from "./id/panel.json";
import myAccount from "./my/account.json";
import myCommon from "./my/common.json";
import myErrors from "./my/errors.json";
import myErrorsServer from "./my/errors_server.json";
import myErrorsPanel from "./my/errors_panel.json";
import myPanel from "./my/panel.json";

import enCatalog from "./en/catalog.json";
import enCatalogAdmin from "./en/catalog_admin.json";
import idCatalog from "./id/catalog.json";
import idCatalogAdmin from "./id/catalog_admin.json";
import myCatalog from "./my/catalog.json";
import myCatalogAdmin from "./my/catalog_admin.json";
import enContent from "./en/content.json";
import enContentAdmin from "./en/content_admin.json";
import idContent from "./id/content.json";
import idContentAdmin from "./id/content_admin.json";
import myContent from "./my/content.json";
import myContentAdmin from "./my/content_admin.json";
import enBooking from "./en/booking.json";
import enBookingPanel from "./en/booking_panel.json";
import enBank from "./en/bank.json";
import idBooking from "./id/booking.json";
import idBookingPanel from "./id/booking_panel.json";
import idBank from "./id/bank.json";
import myBooking from "./my/booking.json";
import myBookingPanel from "./my/booking_panel.json";
import myBank from "./my/bank.json";
import enBookingServer from "./en/booking_server.json";
import enWhatsapp from "./en/whatsapp.json";
import idWhatsapp from "./id/whatsapp.json";
import myWhatsapp from "./my/whatsapp.json";
import enWhatsappConsent from "./en/whatsapp_consent.json";
import idWhatsappConsent from "./id/whatsapp_consent.json";
import myWhatsappConsent from "./my/whatsapp_consent.json";
import enOperations from "./en/operations.json";
import idOperations from "./id/operations.json";
import myOperations from "./my/operations.json";
import enMinistry from "./en/ministry.json";
import idMinistry from "./id/ministry.json";
import myMinistry from "./my/ministry.json";
import idBookingServer from "./id/booking_server.json";
import myBookingServer from "./my/booking_server.json";
import enRefund from "./en/refund.json";
import enPrivacy from "./en/privacy.json";
import idPrivacy from "./id/privacy.json";
import myPrivacy from "./my/privacy.json";
import idRefund from "./id/refund.json";
import myRefund from "./my/refund.json";
import enCustomerAdmin from "./en/customer_admin.json";
import enReport from "./en/report.json";
import enDashboard from "./en/dashboard.json";
import idCustomerAdmin from "./id/customer_admin.json";
import idReport from "./id/report.json";
import idDashboard from "./id/dashboard.json";
import myCustomerAdmin from "./my/customer_admin.json";
import myReport from "./my/report.json";
import myDashboard from "./my/dashboard.json";
import enSchedule from "./en/schedule.json";
import idSchedule from "./id/schedule.json";
import mySchedule from "./my/schedule.json";
import enPayment from "./en/payment.json";
import idPayment from "./id/payment.json";
import myPayment from "./my/payment.json";
import enStatement from "./en/statement.json";
import idStatement from "./id/statement.json";
import myStatement from "./my/statement.json";
import enRetention from "./en/retention.json";
import idRetention from "./id/retention.json";
import myRetention from "./my/retention.json";
import enDocument from "./en/document.json";
import idDocument from "./id/document.json";
import myDocument from "./my/document.json";
import enReadiness from "./en/readiness.json";
import idReadiness from "./id/readiness.json";
import myReadiness from "./my/readiness.json";
import enBranch from "./en/branch.json";
import enStaff from "./en/staff.json";
import idBranch from "./id/branch.json";
import idStaff from "./id/staff.json";
import myBranch from "./my/branch.json";
import myStaff from "./my/staff.json";
import enAgent from "./en/agent.json";
import idAgent from "./id/agent.json";
import myAgent from "./my/agent.json";
import enCommission from "./en/commission.json";
import idCommission from "./id/commission.json";
import myCommission from "./my/commission.json";
import enSavings from "./en/savings.json";
import idSavings from "./id/savings.json";
import mySavings from "./my/savings.json";

export const resources = {
  id: {
    common: idCommon,
    errors: idErrors,
    errors_server: idErrorsServer,
    errors_panel: idErrorsPanel,
    account: idAccount,
    panel: idPanel,
    catalog: idCatalog,
    catalog_admin: idCatalogAdmin,
    content: idContent,
    content_admin: idContentAdmin,
    booking: idBooking,
    booking_panel: idBookingPanel,
    bank: idBank,
    booking_server: idBookingServer,
    whatsapp: idWhatsapp,
    whatsapp_consent: idWhatsappConsent,
    operations: idOperations,
    ministry: idMinistry,
    customer_admin: idCustomerAdmin,
    report: idReport,
    dashboard: idDashboard,
    schedule: idSchedule,
    payment: idPayment,
    statement: idStatement,
    refund: idRefund,
    privacy: idPrivacy,
    retention: idRetention,
    document: idDocument,
    readiness: idReadiness,
    branch: idBranch,
    staff: idStaff,
    agent: idAgent,
    commission: idCommission,
    savings: idSavings,
  },
  en: {
    common: enCommon,
    errors: enErrors,
    errors_server: enErrorsServer,
    errors_panel: enErrorsPanel,
    account: enAccount,
    panel: enPanel,
    catalog: enCatalog,
    catalog_admin: enCatalogAdmin,
    content: enContent,
    content_admin: enContentAdmin,
    booking: enBooking,
    booking_panel: enBookingPanel,
    bank: enBank,
    booking_server: enBookingServer,
    whatsapp: enWhatsapp,
    whatsapp_consent: enWhatsappConsent,
    operations: enOperations,
    ministry: enMinistry,
    customer_admin: enCustomerAdmin,
    report: enReport,
    dashboard: enDashboard,
    schedule: enSchedule,
    payment: enPayment,
    statement: enStatement,
    refund: enRefund,
    privacy: enPrivacy,
    retention: enRetention,
    document: enDocument,
    readiness: enReadiness,
    branch: enBranch,
    staff: enStaff,
    agent: enAgent,
    commission: enCommission,
    savings: enSavings,
  },
  my: {
    common: myCommon,
    errors: myErrors,
    errors_server: myErrorsServer,
    errors_panel: myErrorsPanel,
    account: myAccount,
    panel: myPanel,
    catalog: myCatalog,
    catalog_admin: myCatalogAdmin,
    content: myContent,
    content_admin: myContentAdmin,
    booking: myBooking,
    booking_panel: myBookingPanel,
    bank: myBank,
    booking_server: myBookingServer,
    whatsapp: myWhatsapp,
    whatsapp_consent: myWhatsappConsent,
    operations: myOperations,
    ministry: myMinistry,
    customer_admin: myCustomerAdmin,
    report: myReport,
    dashboard: myDashboard,
    schedule: mySchedule,
    payment: myPayment,
    statement: myStatement,
    refund: myRefund,
    privacy: myPrivacy,
    retention: myRetention,
    document: myDocument,
    readiness: myReadiness,
    branch: myBranch,
    staff: myStaff,
    agent: myAgent,
    commission: myCommission,
    savings: mySavings,
  },
};
