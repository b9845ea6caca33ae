import type { Api } from "#app/shared/api.server";
import { errorResponses } from "#app/shared/api-errors";
import { serverT } from "#app/shared/i18n/server";
import { type RecordBase, recordRoutes } from "#app/shared/record-routes.server";
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
import { createPage } from "./pages/create-page";
import { createPartner } from "./create-partner";
import { createPhoto } from "./gallery/create-photo";
import { createSlider } from "./gallery/create-slider";
import { createTestimony } from "./create-testimony";
import { createVideo } from "./gallery/create-video";
import { deleteFaq } from "./delete-faq";
import { deletePage } from "./pages/delete-page";
import { deletePartner } from "./delete-partner";
import { deletePhoto } from "./gallery/delete-photo";
import { deleteSlider } from "./gallery/delete-slider";
import { deleteTestimony } from "./delete-testimony";
import { deleteVideo } from "./gallery/delete-video";
import { getFaqForm } from "./get-faq-form";
import { getPage } from "./pages/get-page";
import { getPageForm } from "./pages/get-page-form";
import { getPartnerForm } from "./get-partner-form";
import { getPhotoForm } from "./gallery/get-photo-form";
import { getSliderForm } from "./gallery/get-slider-form";
import { getTestimonyForm } from "./get-testimony-form";
import { getVideoForm } from "./gallery/get-video-form";
import { listFaqs } from "./list-faqs";
import { listPages } from "./pages/list-pages";
import { listPagesByGroup } from "./pages/list-pages-by-group";
import { listPartners } from "./list-partners";
import { listPhotos } from "./gallery/list-photos";
import { listSliders } from "./gallery/list-sliders";
import { listTestimonies } from "./list-testimonies";
import { listVideos } from "./gallery/list-videos";
import { sendContactMessage } from "./send-contact-message";
import { updateFaq } from "./update-faq";
import { updatePage } from "./pages/update-page";
import { updatePartner } from "./update-partner";
import { updatePhoto } from "./gallery/update-photo";
import { updateSlider } from "./gallery/update-slider";
import { updateTestimony } from "./update-testimony";
import { updateVideo } from "./gallery/update-video";

const contentRecord: RecordBase = {
  tag: "content",
  messages: "content_admin",
  removed: deleteResponse,
  access: "content",
};

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

  recordRoutes(app, contentRecord, {
    path: "/page",
    params: contentIdParam,
    body: pageInput,
    list: {
      access: "content",
      summary: "Every page (filter by group, search in the titles)",
      query: listPagesQuery,
      response: pagesListResponse,
      run: listPages,
    },
    read: { summary: "One page in the caller's language", response: pageResponse, run: getPage },
    responses: { form: pageEditResponse, write: pageWriteResponse },
    summaries: {
      form: "A page with every language (panel form)",
      create: "Create a page (bodies sanitised, map embed checked)",
      update: "Update a page",
      remove: "Delete a page",
    },
    useCases: { form: getPageForm, create: createPage, update: updatePage, remove: deletePage },
  });

  // ---------- FAQ entrys ----------
  recordRoutes(app, contentRecord, {
    path: "/faq",
    params: contentIdParam,
    body: faqInput,
    list: {
      access: "public",
      summary: "FAQ in sort order (search in questions and answers)",
      query: listContentQuery,
      response: faqsResponse,
      run: listFaqs,
    },
    responses: { form: faqEditResponse, write: faqWriteResponse },
    summaries: {
      form: "A FAQ entry with every language (panel form)",
      create: "Create a FAQ entry",
      update: "Update a FAQ entry",
      remove: "Delete a FAQ entry",
    },
    useCases: { form: getFaqForm, create: createFaq, update: updateFaq, remove: deleteFaq },
  });

  // ---------- gallery videos ----------
  recordRoutes(app, contentRecord, {
    path: "/gallery/video",
    params: contentIdParam,
    body: videoInput,
    list: {
      access: "public",
      summary: "Gallery videos (YouTube) in sort order",
      query: listContentQuery,
      response: videosResponse,
      run: listVideos,
    },
    responses: { form: videoEditResponse, write: videoWriteResponse },
    summaries: {
      form: "A gallery video with every language (panel form)",
      create: "Create a gallery video",
      update: "Update a gallery video",
      remove: "Delete a gallery video",
    },
    useCases: { form: getVideoForm, create: createVideo, update: updateVideo, remove: deleteVideo },
  });

  // ---------- gallery photos ----------
  recordRoutes(app, contentRecord, {
    path: "/gallery",
    params: contentIdParam,
    body: photoInput,
    list: {
      access: "public",
      summary: "Gallery photos in sort order",
      query: listContentQuery,
      response: photosResponse,
      run: listPhotos,
    },
    responses: { form: photoEditResponse, write: photoWriteResponse },
    summaries: {
      form: "A gallery photo with every language (panel form)",
      create: "Create a gallery photo",
      update: "Update a gallery photo",
      remove: "Delete a gallery photo",
    },
    useCases: { form: getPhotoForm, create: createPhoto, update: updatePhoto, remove: deletePhoto },
  });

  // ---------- home slides ----------
  recordRoutes(app, contentRecord, {
    path: "/slider",
    params: contentIdParam,
    body: sliderInput,
    list: {
      access: "public",
      summary: "Home slides in sort order (active ones; admins may ask all=true)",
      query: listSlidersQuery,
      response: slidersResponse,
      run: listSliders,
    },
    responses: { form: sliderEditResponse, write: sliderWriteResponse },
    summaries: {
      form: "A home slide with every language (panel form)",
      create: "Create a home slide",
      update: "Update a home slide",
      remove: "Delete a home slide",
    },
    useCases: { form: getSliderForm, create: createSlider, update: updateSlider, remove: deleteSlider },
  });

  // ---------- partners ----------
  recordRoutes(app, contentRecord, {
    path: "/partner",
    params: contentIdParam,
    body: partnerInput,
    list: {
      access: "public",
      summary: "Partners in sort order",
      query: listContentQuery,
      response: partnersResponse,
      run: listPartners,
    },
    responses: { form: partnerEditResponse, write: partnerWriteResponse },
    summaries: {
      form: "A partner with every language (panel form)",
      create: "Create a partner",
      update: "Update a partner",
      remove: "Delete a partner",
    },
    useCases: { form: getPartnerForm, create: createPartner, update: updatePartner, remove: deletePartner },
  });

  // ---------- testimonys ----------
  recordRoutes(app, contentRecord, {
    path: "/testimony",
    params: contentIdParam,
    body: testimonyInput,
    list: {
      access: "public",
      summary: "Testimonies in sort order (visible ones; admins may ask all=true)",
      query: listTestimoniesQuery,
      response: testimoniesResponse,
      run: listTestimonies,
    },
    responses: { form: testimonyEditResponse, write: testimonyWriteResponse },
    summaries: {
      form: "A testimony with every language (panel form)",
      create: "Create a testimony",
      update: "Update a testimony",
      remove: "Delete a testimony",
    },
    useCases: { form: getTestimonyForm, create: createTestimony, update: updateTestimony, remove: deleteTestimony },
  });

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
