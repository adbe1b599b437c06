import { beforeAll, describe, expect, it } from "vitest";
import { ENQUIRY_STATES } from "@/lib/contract/common";
import { getPrisma } from "@/lib/db/prisma";
import { createSpecialist } from "@/lib/service/backoffice/auth/create-specialist";
import { ServiceError } from "@/lib/service/errors";
import { newId, newReference } from "@/lib/service/ids";
import { BOOKING_MOVES } from "@/lib/service/lifecycle/booking-lifecycle";
import { ENQUIRY_MOVES, planMove, type EnquiryFacts, type Move } from "@/lib/service/lifecycle/enquiry-lifecycle";
import { moveEnquiry, type MoveInput, type MovingSandbox, type MovingSpecialist } from "@/lib/service/lifecycle/move-enquiry";
import { eventsInOrder } from "../helpers/raw";
import { newAccount, serviceApp } from "../helpers/service";

// moveEnquiry does what the lifecycle's table says, for both movers, from every state:
// an allowed move leaves the enquiry where the plan said and writes exactly the plan's
// events, in order; a refused one answers in its mover's words and changes nothing.

let accountId: string;
let ada: MovingSpecialist;
const db = () => getPrisma();

beforeAll(async () => {
  await serviceApp();
  ({ accountId } = await newAccount());
  const specialist = await createSpecialist(db(), { email: `ada-${Date.now()}@lifecycle.test`, name: "Ada Desk", password: "correct horse battery" });
  ada = { kind: "SPECIALIST", id: specialist.id, name: specialist.name };
});

/** How the enquiry stands besides its state. */
type Standing = { held: boolean; activeQuote: boolean; booking: string | null };
const BARE: Standing = { held: false, activeQuote: false, booking: null };
// Held by the acting specialist, with an ACTIVE quote, and a booking where the state has one.
const BOOKED_STATE: Record<string, string> = {
  BOOKING_PENDING: "PENDING",
  BOOKING_CONFIRMED: "CONFIRMED",
  BOOKING_CHECK_IN_DETAILS_SENT: "CHECK_IN_DETAILS_SENT",
  BOOKING_CANCELLED: "CANCELLED",
};
const worked = (state: string): Standing => ({ held: true, activeQuote: true, booking: BOOKED_STATE[state] ?? null });

async function enquiryIn(state: string, standing: Standing) {
  const id = newId();
  const serviceReference = newReference("R");
  await db().enquiry.create({
    data: {
      id,
      accountId,
      serviceReference,
      externalId: `ext-${id}`,
      clientReference: `cr-${id}`,
      state,
      specialistName: standing.held ? ada.name : null,
      latitude: 51.5237,
      longitude: -0.1585,
      mapPlaceId: "test",
      address: { countryCode: "GB" },
      guestNumbers: { adults: 2 },
      guestRequirements: [],
      leadGuest: {},
      clientBooker: {},
    },
  });
  let itemId = "none";
  if (standing.activeQuote) {
    itemId = newId();
    const quote = await db().quote.create({
      data: { id: newId(), accountId, enquiryId: id, state: "ACTIVE", description: "An earlier quote", items: [{ id: itemId, propertySnapshotId: "none" }] },
    });
    if (standing.booking) {
      await db().booking.create({
        data: { id: newId(), accountId, enquiryId: id, quoteId: quote.id, quoteItemId: itemId, reference: newReference("B"), state: standing.booking },
      });
    }
    return { id, serviceReference, quoteId: quote.id, itemId };
  }
  return { id, serviceReference, quoteId: "none", itemId };
}

function inputFor(move: Move, quote: { quoteId: string; itemId: string }): MoveInput {
  switch (move) {
    case "QUOTE":
      return { move, draft: async () => ({ description: "A new quote", items: [] }) };
    case "CLOSE":
      return { move, closureReason: "PRICE" };
    case "ACCEPT_QUOTE_ITEM":
      return { move, quoteId: quote.quoteId, quoteItemId: quote.itemId };
    default:
      return { move } as MoveInput;
  }
}

async function standingOf(enquiryId: string) {
  const [enquiry, events, actions, quotes, bookings] = await Promise.all([
    db().enquiry.findUniqueOrThrow({ where: { id: enquiryId }, select: { state: true, specialistName: true, closureReason: true, updatedAt: true } }),
    eventsInOrder(enquiryId),
    db().specialistAction.count({ where: { enquiryId } }),
    db().quote.findMany({ where: { enquiryId }, select: { id: true, state: true }, orderBy: { id: "asc" } }),
    db().booking.findMany({ where: { enquiryId }, select: { id: true, state: true } }),
  ]);
  return { enquiry, events: events.map((e) => e.type), actions, quotes, bookings };
}

const MOVES: readonly Move[] = [...ENQUIRY_MOVES, ...BOOKING_MOVES];

describe.each([
  ["a bare enquiry", () => BARE],
  ["a held enquiry with an ACTIVE quote (and its booking)", worked],
])("moveEnquiry on %s", (_name, standingIn) => {
  for (const mover of ["SANDBOX", "SPECIALIST"] as const) {
    it.each([...ENQUIRY_STATES])(`${mover} from %s: every move as the lifecycle plans it`, async (state) => {
      for (const move of MOVES) {
        const standing = standingIn(state);
        const enquiry = await enquiryIn(state, standing);
        const moving: MovingSandbox | MovingSpecialist = mover === "SANDBOX" ? { kind: "SANDBOX", name: "Priya Raman" } : ada;
        const facts: EnquiryFacts = {
          serviceReference: enquiry.serviceReference,
          state,
          specialistName: standing.held ? ada.name : null,
          hasActiveQuote: standing.activeQuote,
          bookingState: standing.booking,
        };
        const plan = planMove(facts, move, moving);
        const before = await standingOf(enquiry.id);
        const outcome = await moveEnquiry({ serviceReference: enquiry.serviceReference, accountId }, moving, inputFor(move, enquiry), () => "logged").then(
          (value) => value,
          (error: unknown) => error,
        );
        const after = await standingOf(enquiry.id);
        const what = `${mover}: ${state} + ${move}`;
        if (plan.ok) {
          expect(outcome, what).not.toBeInstanceOf(Error);
          expect(after.enquiry.state, what).toBe(plan.to);
          expect(after.events.slice(before.events.length), what).toEqual(plan.events);
          expect(after.actions - before.actions, what).toBe(mover === "SPECIALIST" ? 1 : 0);
        } else {
          expect(outcome, what).toBeInstanceOf(ServiceError);
          expect((outcome as ServiceError).code, what).toBe(mover === "SANDBOX" ? "SANDBOX_SPECIFIC_ACTION_ERROR" : "STATE_CONFLICT");
          expect((outcome as ServiceError).message, what).toBe(plan.reason);
          expect(after, what).toEqual(before);
        }
      }
    });
  }
});

it("finds the enquiry only in the account named, when one is", async () => {
  const enquiry = await enquiryIn("NEW", BARE);
  const other = await newAccount();
  const error = await moveEnquiry({ serviceReference: enquiry.serviceReference, accountId: other.accountId }, { kind: "SANDBOX", name: "Priya Raman" }, { move: "SHORTLIST" }).catch((e: unknown) => e);
  expect(error).toMatchObject({ code: "RESOURCE_NOT_FOUND", message: `Enquiry ${enquiry.serviceReference} was not found.` });
  expect((await standingOf(enquiry.id)).events).toEqual([]);
});
