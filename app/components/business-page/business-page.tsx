import { isOpenAt, nextChange } from "#core/opening-hours.ts";
import type { BusinessPost } from "#server/posts/business-posts.ts";
import type { BankTodayLine } from "#server/promotions/bank-promotions-here.ts";
import type { PublicBusiness } from "#server/public-business/get-public-business.ts";
import type { BusinessPageViewer, PageQuestion } from "#server/public-business/load-business-page.ts";
import type { ReviewsPage } from "#server/reviews/business-reviews.ts";
import { LocationCard } from "../map/location-card.tsx";
import { QuestionsSection } from "../questions/questions-section.tsx";
import { ReviewsSection } from "../reviews/reviews-section.tsx";
import { SuggestChange } from "../suggestions/suggest-change.tsx";
import { BankPromotionsToday } from "./bank-promotions-today.tsx";
import { BranchesCard } from "./branches-card.tsx";
import { PaymentsAndAmenities, ProfessionalDetails } from "./business-details.tsx";
import { BusinessBanner, BusinessIdentity } from "./business-header.tsx";
import { Card } from "./card.tsx";
import { ClaimLink } from "./claim-link.tsx";
import { ContactBar, ContactDetails, PhoneContactCard } from "./contact-bar.tsx";
import { directionsUrl } from "./directions.ts";
import { DutyNotice } from "./duty-notice.tsx";
import { FirstScreenSummary } from "./first-screen-summary.tsx";
import { Gallery } from "./gallery.tsx";
import { HoursCard } from "./hours-card.tsx";
import { PostsSection } from "./posts-section.tsx";
import { PromotionsSection } from "./promotions-section.tsx";
import { BusinessDistance } from "./walking-distance.tsx";

/**
 * The business page. This file is its ORDER and layout; every section is a component of its own.
 *
 * Phones lead with what people came for (issue 22 §3): the name, "Llamar"/"WhatsApp", today's hours
 * and the address with "Cómo llegar" and the distance (FirstScreenSummary), then the week
 * ("Horarios") and the map ("Ubicación"); the owner's "Novedades", the description, gallery,
 * promotions, reviews and questions after; "Sugerir un cambio" at the foot of the aside.
 * From 1024px: the essentials are the right-hand column's top (hours, location), the rest on the
 * left; the secondary cards (payments, branches, claiming) under the essentials. tests/e2e/
 * first-screen.spec.ts hit-tests the first screen at 390×844.
 */
export function BusinessPage({
  business,
  viewer,
  now,
  reviewsPage = null,
  bankToday = [],
  posts = [],
  questions = [],
}: {
  business: PublicBusiness;
  /** The signed-in visitor's own data (their review); null for anonymous visitors. */
  viewer: BusinessPageViewer | null;
  now: Date;
  /** `?resenas=N` (N > 1): that page of reviews instead of the newest ones. */
  reviewsPage?: ReviewsPage | null;
  /** "Hoy con tu tarjeta": the bank promotions that work here on this request's day. */
  bankToday?: readonly BankTodayLine[];
  /** "Novedades": the owner's updates still visible at this request's instant. */
  posts?: readonly BusinessPost[];
  /** "Preguntas y respuestas". */
  questions?: readonly PageQuestion[];
}) {
  const isOpen = isOpenAt(business.hours, business.specialHours, now, business.duties);
  const status = nextChange(business.hours, business.specialHours, now, business.duties);
  const directions = directionsUrl(business);

  return (
    <main id="contenido" className="pb-8">
      <BusinessDistance business={business}>
        <BusinessBanner business={business} />
        <div className="mx-auto max-w-6xl px-4">
          <BusinessIdentity business={business} isOpen={isOpen} status={status} />
          <ContactBar business={business} directions={directions} />
          <ContactDetails business={business} className="mt-3 max-sm:hidden" />
          <FirstScreenSummary business={business} now={now} directions={directions} />
          <DutyNotice notice={business.dutyNotice} />

          <div className="mt-6 grid gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
            {/* First in the DOM (phones read it first); the right-hand column's top from 1024px. */}
            <div className="space-y-6 lg:col-start-3 lg:row-start-1">
              <HoursCard business={business} now={now} />
              <LocationCard business={business} directions={directions} />
              <BankPromotionsToday promotions={bankToday} />
              <PhoneContactCard business={business} />
            </div>
            <div className="space-y-6 lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
              <PostsSection posts={posts} />
              {business.description && (
                <Card title="Sobre el comercio">
                  <p className="whitespace-pre-line leading-relaxed">{business.description}</p>
                </Card>
              )}
              <PromotionsSection promotions={business.promotions} now={now} />
              <Gallery photos={business.photos} businessName={business.name} />
              <ProfessionalDetails business={business} />
              <ReviewsSection business={business} viewer={viewer} reviewsPage={reviewsPage} />
              <QuestionsSection businessUuid={business.uuid} questions={questions} viewer={viewer} />
            </div>
            <aside className="space-y-6 lg:col-start-3 lg:row-start-2">
              <PaymentsAndAmenities business={business} />
              <BranchesCard business={business} />
              <ClaimLink businessUuid={business.uuid} viewer={viewer} />
              <SuggestChange businessUuid={business.uuid} viewer={viewer} />
            </aside>
          </div>
        </div>
      </BusinessDistance>
    </main>
  );
}
