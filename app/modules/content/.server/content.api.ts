import type { Api } from "#app/shared/api.server";
import { errorResponses } from "#app/shared/api-errors";
import { serverT } from "#app/shared/i18n/server";
import {
  contactInput,
  contactResponse,
  contentIdParam,
  deleteResponse,
  faqEditResponse,
  faqInput,
  faqWriteResponse,
  faqsResponse,
  listContentQuery,
  listPagesQuery,
  listSlidersQuery,
  listTestimoniesQuery,
  pageEditResponse,
  pageGroupParam,
  pageInput,
  pageResponse,
  pageWriteResponse,
  pagesListResponse,
  pagesResponse,
  partnerEditResponse,
  partnerInput,
  partnerWriteResponse,
  partnersResponse,
  photoEditResponse,
  photoInput,
  photoWriteResponse,
  photosResponse,
  sliderEditResponse,
  sliderInput,
  sliderWriteResponse,
  slidersResponse,
  testimoniesResponse,
  testimonyEditResponse,
  testimonyInput,
  testimonyWriteResponse,
  videoEditResponse,
  videoInput,
  videoWriteResponse,
  videosResponse,
} from "#app/modules/content/content.contract";
import { createFaq } from "./create-faq";
import { createPage } from "./create-page";
import { createPartner } from "./create-partner";
import { createPhoto } from "./create-photo";
import { createSlider } from "./create-slider";
import { createTestimony } from "./create-testimony";
import { createVideo } from "./create-video";
import { deleteFaq } from "./delete-faq";
import { deletePage } from "./delete-page";
import { deletePartner } from "./delete-partner";
import { deletePhoto } from "./delete-photo";
import { deleteSlider } from "./delete-slider";
import { deleteTestimony } from "./delete-testimony";
import { deleteVideo } from "./delete-video";
import { getFaqForm } from "./get-faq-form";
import { getPage } from "./get-page";
import { getPageForm } from "./get-page-form";
import { getPartnerForm } from "./get-partner-form";
import { getPhotoForm } from "./get-photo-form";
import { getSliderForm } from "./get-slider-form";
import { getTestimonyForm } from "./get-testimony-form";
import { getVideoForm } from "./get-video-form";
import { listFaqs } from "./list-faqs";
import { listPages } from "./list-pages";
import { listPagesByGroup } from "./list-pages-by-group";
import { listPartners } from "./list-partners";
import { listPhotos } from "./list-photos";
import { listSliders } from "./list-sliders";
import { listTestimonies } from "./list-testimonies";
import { listVideos } from "./list-videos";
import { sendContactMessage } from "./send-contact-message";
import { updateFaq } from "./update-faq";
import { updatePage } from "./update-page";
import { updatePartner } from "./update-partner";
import { updatePhoto } from "./update-photo";
import { updateSlider } from "./update-slider";
import { updateTestimony } from "./update-testimony";
import { updateVideo } from "./update-video";

const publicRead = { 404: errorResponses[404], 422: errorResponses[422] };
const adminRead = { 401: errorResponses[401], 403: errorResponses[403], ...publicRead };
const adminWrite = { ...adminRead, 409: errorResponses[409] };

export async function contentApi(app: Api) {
  // ---------- pages ----------
  app.get(
    "/page/group/:group",
    {
      config: { access: "public", etag: true, shared: true },
      schema: {
        tags: ["content"],
        summary: "Pages of a menu group (footer or branch)",
        params: pageGroupParam,
        response: { 200: pagesResponse, 422: errorResponses[422] },
      },
    },
    async (req) => ({ pages: await listPagesByGroup({ ctx: req.ctx, input: req.params }) }),
  );

  app.get(
    "/page",
    {
      config: { access: "admin" },
      schema: {
        tags: ["content"],
        summary: "Every page (filter by group, search in the titles)",
        querystring: listPagesQuery,
        response: { 200: pagesListResponse, ...adminRead },
      },
    },
    async (req) => listPages({ ctx: req.ctx, input: req.query }),
  );

  app.get(
    "/page/:id",
    {
      config: { access: "public", etag: true, shared: true },
      schema: {
        tags: ["content"],
        summary: "One page in the caller's language",
        params: contentIdParam,
        response: { 200: pageResponse, ...publicRead },
      },
    },
    async (req) => ({ data: await getPage({ ctx: req.ctx, input: req.params }) }),
  );

  app.get(
    "/page/:id/edit",
    {
      config: { access: "admin" },
      schema: {
        tags: ["content"],
        summary: "A page with every language (panel form)",
        params: contentIdParam,
        response: { 200: pageEditResponse, ...adminRead },
      },
    },
    async (req) => ({ data: await getPageForm({ ctx: req.ctx, input: req.params }) }),
  );

  app.post(
    "/page",
    {
      config: { access: "admin" },
      schema: {
        tags: ["content"],
        summary: "Create a page (bodies sanitised, map embed checked)",
        body: pageInput,
        response: { 200: pageWriteResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "content_admin")("messages.created"),
      data: await createPage({ ctx: req.ctx, input: req.body }),
    }),
  );

  app.put(
    "/page/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["content"],
        summary: "Update a page",
        params: contentIdParam,
        body: pageInput,
        response: { 200: pageWriteResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "content_admin")("messages.updated"),
      data: await updatePage({ ctx: req.ctx, input: { ...req.body, id: req.params.id } }),
    }),
  );

  app.delete(
    "/page/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["content"],
        summary: "Delete a page",
        params: contentIdParam,
        response: { 200: deleteResponse, ...adminWrite },
      },
    },
    async (req) => {
      await deletePage({ ctx: req.ctx, input: req.params });
      return { message: serverT(req.locale, "content_admin")("messages.deleted") };
    },
  );

  // ---------- FAQ entrys ----------
  app.get(
    "/faq",
    {
      config: { access: "public", etag: true, shared: true },
      schema: {
        tags: ["content"],
        summary: "FAQ in sort order (search in questions and answers)",
        querystring: listContentQuery,
        response: { 200: faqsResponse, 422: errorResponses[422] },
      },
    },
    async (req) => listFaqs({ ctx: req.ctx, input: req.query }),
  );

  app.get(
    "/faq/:id/edit",
    {
      config: { access: "admin" },
      schema: {
        tags: ["content"],
        summary: "A FAQ entry with every language (panel form)",
        params: contentIdParam,
        response: { 200: faqEditResponse, ...adminRead },
      },
    },
    async (req) => ({ data: await getFaqForm({ ctx: req.ctx, input: req.params }) }),
  );

  app.post(
    "/faq",
    {
      config: { access: "admin" },
      schema: {
        tags: ["content"],
        summary: "Create a FAQ entry",
        body: faqInput,
        response: { 200: faqWriteResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "content_admin")("messages.created"),
      data: await createFaq({ ctx: req.ctx, input: req.body }),
    }),
  );

  app.put(
    "/faq/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["content"],
        summary: "Update a FAQ entry",
        params: contentIdParam,
        body: faqInput,
        response: { 200: faqWriteResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "content_admin")("messages.updated"),
      data: await updateFaq({ ctx: req.ctx, input: { ...req.body, id: req.params.id } }),
    }),
  );

  app.delete(
    "/faq/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["content"],
        summary: "Delete a FAQ entry",
        params: contentIdParam,
        response: { 200: deleteResponse, ...adminWrite },
      },
    },
    async (req) => {
      await deleteFaq({ ctx: req.ctx, input: req.params });
      return { message: serverT(req.locale, "content_admin")("messages.deleted") };
    },
  );

  // ---------- gallery videos ----------
  app.get(
    "/gallery/video",
    {
      config: { access: "public", etag: true, shared: true },
      schema: {
        tags: ["content"],
        summary: "Gallery videos (YouTube) in sort order",
        querystring: listContentQuery,
        response: { 200: videosResponse, 422: errorResponses[422] },
      },
    },
    async (req) => listVideos({ ctx: req.ctx, input: req.query }),
  );

  app.get(
    "/gallery/video/:id/edit",
    {
      config: { access: "admin" },
      schema: {
        tags: ["content"],
        summary: "A gallery video with every language (panel form)",
        params: contentIdParam,
        response: { 200: videoEditResponse, ...adminRead },
      },
    },
    async (req) => ({ data: await getVideoForm({ ctx: req.ctx, input: req.params }) }),
  );

  app.post(
    "/gallery/video",
    {
      config: { access: "admin" },
      schema: {
        tags: ["content"],
        summary: "Create a gallery video",
        body: videoInput,
        response: { 200: videoWriteResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "content_admin")("messages.created"),
      data: await createVideo({ ctx: req.ctx, input: req.body }),
    }),
  );

  app.put(
    "/gallery/video/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["content"],
        summary: "Update a gallery video",
        params: contentIdParam,
        body: videoInput,
        response: { 200: videoWriteResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "content_admin")("messages.updated"),
      data: await updateVideo({ ctx: req.ctx, input: { ...req.body, id: req.params.id } }),
    }),
  );

  app.delete(
    "/gallery/video/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["content"],
        summary: "Delete a gallery video",
        params: contentIdParam,
        response: { 200: deleteResponse, ...adminWrite },
      },
    },
    async (req) => {
      await deleteVideo({ ctx: req.ctx, input: req.params });
      return { message: serverT(req.locale, "content_admin")("messages.deleted") };
    },
  );

  // ---------- gallery photos ----------
  app.get(
    "/gallery",
    {
      config: { access: "public", etag: true, shared: true },
      schema: {
        tags: ["content"],
        summary: "Gallery photos in sort order",
        querystring: listContentQuery,
        response: { 200: photosResponse, 422: errorResponses[422] },
      },
    },
    async (req) => listPhotos({ ctx: req.ctx, input: req.query }),
  );

  app.get(
    "/gallery/:id/edit",
    {
      config: { access: "admin" },
      schema: {
        tags: ["content"],
        summary: "A gallery photo with every language (panel form)",
        params: contentIdParam,
        response: { 200: photoEditResponse, ...adminRead },
      },
    },
    async (req) => ({ data: await getPhotoForm({ ctx: req.ctx, input: req.params }) }),
  );

  app.post(
    "/gallery",
    {
      config: { access: "admin" },
      schema: {
        tags: ["content"],
        summary: "Create a gallery photo",
        body: photoInput,
        response: { 200: photoWriteResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "content_admin")("messages.created"),
      data: await createPhoto({ ctx: req.ctx, input: req.body }),
    }),
  );

  app.put(
    "/gallery/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["content"],
        summary: "Update a gallery photo",
        params: contentIdParam,
        body: photoInput,
        response: { 200: photoWriteResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "content_admin")("messages.updated"),
      data: await updatePhoto({ ctx: req.ctx, input: { ...req.body, id: req.params.id } }),
    }),
  );

  app.delete(
    "/gallery/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["content"],
        summary: "Delete a gallery photo",
        params: contentIdParam,
        response: { 200: deleteResponse, ...adminWrite },
      },
    },
    async (req) => {
      await deletePhoto({ ctx: req.ctx, input: req.params });
      return { message: serverT(req.locale, "content_admin")("messages.deleted") };
    },
  );

  // ---------- home slides ----------
  app.get(
    "/slider",
    {
      config: { access: "public", etag: true, shared: true },
      schema: {
        tags: ["content"],
        summary: "Home slides in sort order (active ones; admins may ask all=true)",
        querystring: listSlidersQuery,
        response: { 200: slidersResponse, 422: errorResponses[422] },
      },
    },
    async (req) => listSliders({ ctx: req.ctx, input: req.query }),
  );

  app.get(
    "/slider/:id/edit",
    {
      config: { access: "admin" },
      schema: {
        tags: ["content"],
        summary: "A home slide with every language (panel form)",
        params: contentIdParam,
        response: { 200: sliderEditResponse, ...adminRead },
      },
    },
    async (req) => ({ data: await getSliderForm({ ctx: req.ctx, input: req.params }) }),
  );

  app.post(
    "/slider",
    {
      config: { access: "admin" },
      schema: {
        tags: ["content"],
        summary: "Create a home slide",
        body: sliderInput,
        response: { 200: sliderWriteResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "content_admin")("messages.created"),
      data: await createSlider({ ctx: req.ctx, input: req.body }),
    }),
  );

  app.put(
    "/slider/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["content"],
        summary: "Update a home slide",
        params: contentIdParam,
        body: sliderInput,
        response: { 200: sliderWriteResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "content_admin")("messages.updated"),
      data: await updateSlider({ ctx: req.ctx, input: { ...req.body, id: req.params.id } }),
    }),
  );

  app.delete(
    "/slider/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["content"],
        summary: "Delete a home slide",
        params: contentIdParam,
        response: { 200: deleteResponse, ...adminWrite },
      },
    },
    async (req) => {
      await deleteSlider({ ctx: req.ctx, input: req.params });
      return { message: serverT(req.locale, "content_admin")("messages.deleted") };
    },
  );

  // ---------- partners ----------
  app.get(
    "/partner",
    {
      config: { access: "public", etag: true, shared: true },
      schema: {
        tags: ["content"],
        summary: "Partners in sort order",
        querystring: listContentQuery,
        response: { 200: partnersResponse, 422: errorResponses[422] },
      },
    },
    async (req) => listPartners({ ctx: req.ctx, input: req.query }),
  );

  app.get(
    "/partner/:id/edit",
    {
      config: { access: "admin" },
      schema: {
        tags: ["content"],
        summary: "A partner with every language (panel form)",
        params: contentIdParam,
        response: { 200: partnerEditResponse, ...adminRead },
      },
    },
    async (req) => ({ data: await getPartnerForm({ ctx: req.ctx, input: req.params }) }),
  );

  app.post(
    "/partner",
    {
      config: { access: "admin" },
      schema: {
        tags: ["content"],
        summary: "Create a partner",
        body: partnerInput,
        response: { 200: partnerWriteResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "content_admin")("messages.created"),
      data: await createPartner({ ctx: req.ctx, input: req.body }),
    }),
  );

  app.put(
    "/partner/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["content"],
        summary: "Update a partner",
        params: contentIdParam,
        body: partnerInput,
        response: { 200: partnerWriteResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "content_admin")("messages.updated"),
      data: await updatePartner({ ctx: req.ctx, input: { ...req.body, id: req.params.id } }),
    }),
  );

  app.delete(
    "/partner/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["content"],
        summary: "Delete a partner",
        params: contentIdParam,
        response: { 200: deleteResponse, ...adminWrite },
      },
    },
    async (req) => {
      await deletePartner({ ctx: req.ctx, input: req.params });
      return { message: serverT(req.locale, "content_admin")("messages.deleted") };
    },
  );

  // ---------- testimonys ----------
  app.get(
    "/testimony",
    {
      config: { access: "public", etag: true, shared: true },
      schema: {
        tags: ["content"],
        summary: "Testimonies in sort order (visible ones; admins may ask all=true)",
        querystring: listTestimoniesQuery,
        response: { 200: testimoniesResponse, 422: errorResponses[422] },
      },
    },
    async (req) => listTestimonies({ ctx: req.ctx, input: req.query }),
  );

  app.get(
    "/testimony/:id/edit",
    {
      config: { access: "admin" },
      schema: {
        tags: ["content"],
        summary: "A testimony with every language (panel form)",
        params: contentIdParam,
        response: { 200: testimonyEditResponse, ...adminRead },
      },
    },
    async (req) => ({ data: await getTestimonyForm({ ctx: req.ctx, input: req.params }) }),
  );

  app.post(
    "/testimony",
    {
      config: { access: "admin" },
      schema: {
        tags: ["content"],
        summary: "Create a testimony",
        body: testimonyInput,
        response: { 200: testimonyWriteResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "content_admin")("messages.created"),
      data: await createTestimony({ ctx: req.ctx, input: req.body }),
    }),
  );

  app.put(
    "/testimony/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["content"],
        summary: "Update a testimony",
        params: contentIdParam,
        body: testimonyInput,
        response: { 200: testimonyWriteResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "content_admin")("messages.updated"),
      data: await updateTestimony({ ctx: req.ctx, input: { ...req.body, id: req.params.id } }),
    }),
  );

  app.delete(
    "/testimony/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["content"],
        summary: "Delete a testimony",
        params: contentIdParam,
        response: { 200: deleteResponse, ...adminWrite },
      },
    },
    async (req) => {
      await deleteTestimony({ ctx: req.ctx, input: req.params });
      return { message: serverT(req.locale, "content_admin")("messages.deleted") };
    },
  );

  // ---------- contact ----------
  app.post(
    "/contact",
    {
      config: {
        access: "public",
        rateLimit: { max: app.env.CONTACT_MAX_PER_10_MINUTES, timeWindow: "10 minutes" },
      },
      schema: {
        tags: ["content"],
        summary: "Send a message to the agency (stored and mailed; rate limited per address)",
        body: contactInput,
        response: { 200: contactResponse, 422: errorResponses[422], 429: errorResponses[429] },
      },
    },
    async (req) => {
      await sendContactMessage({ ctx: req.ctx, input: { ...req.body, ip: req.ip } });
      return { message: serverT(req.locale, "content")("server.contact_sent") };
    },
  );
}
