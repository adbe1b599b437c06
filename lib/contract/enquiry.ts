import { z } from "zod";
import { CalendarDate, ClosureReason, Coordinates, EnquiryStateKey, Timestamp } from "./common";
import { LONGEST_STAY_WORDS, MAX_STAY_NIGHTS, withinLongestStay } from "./stay";

// Field rules are those of the specification (part 2.1) and the contract's Enquiries
// section. The same schema validates the portal's intake form and the service's input.

const PHONE = /^[0-9+\-(), ]+$/;
// Exactly one @, no spaces or semicolons, and a domain of dot-separated labels ending
// in an alphabetic top-level label.
const EMAIL = /^[^@\s;]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export const PhoneNumber = z
  .string()
  .max(50, "Must be at most 50 characters.")
  .regex(PHONE, "Only digits, spaces and + - ( ) , are allowed.")
  .refine((v) => /\d/.test(v), "Must contain at least one digit.")
  .meta({ example: "+44 (20) 7946-0958" });

export const EmailAddress = z
  .string()
  .max(254, "Must be at most 254 characters.")
  .regex(EMAIL, "Must be an e-mail address with exactly one @, no spaces or semicolons, and a valid domain.")
  .meta({ example: "ada@example.com" });

export const GUEST_REQUIREMENT_TYPES = ["GENERAL"] as const;

export const GuestNumbers = z
  .object({
    adults: z.number().int("Must be a whole number.").min(1, "Must be at least 1.").max(1000),
    children: z.number().int("Must be a whole number.").min(0, "Must be 0 or more.").max(1000).optional(),
    infants: z.number().int("Must be a whole number.").min(0, "Must be 0 or more.").max(1000).optional(),
  })
  .meta({ id: "GuestNumbers" });

export const GuestRequirement = z
  .object({
    text: z.string().trim().min(1, "Must not be empty.").max(2000, "Must be at most 2000 characters."),
    type: z.enum(GUEST_REQUIREMENT_TYPES),
  })
  .meta({ id: "GuestRequirement" });

export const LeadGuest = z
  .object({
    contactNumber: PhoneNumber.nullable().optional(),
    email: EmailAddress.nullable().optional(),
    familyName: z.string().max(255).nullable().optional(),
    givenName: z.string().max(255).nullable().optional(),
  })
  .meta({ id: "LeadGuest" });

export const ClientBooker = z
  .object({
    contactNumber: PhoneNumber.nullable(),
    email: EmailAddress,
    familyName: z.string().trim().min(1, "Must not be empty.").max(255),
    givenName: z.string().trim().min(1, "Must not be empty.").max(255),
  })
  .meta({ id: "ClientBooker" });

export const EnquiryLocationInput = z
  .object({
    addressFormatted: z
      .string()
      .trim()
      .min(1, "Must not be empty.")
      .max(255, "Must be at most 255 characters.")
      .optional()
      .meta({ description: "Formatted address; geocoded to coordinates. Give as much detail as possible." }),
    coordinates: Coordinates.optional(),
    mapPlaceId: z
      .string()
      .trim()
      .min(1, "Must not be empty.")
      .max(255)
      .optional()
      .meta({ description: "Place id of the service's gazetteer, e.g. `gn:2643743` (London)." }),
  })
  .refine((l) => l.addressFormatted !== undefined || l.coordinates !== undefined || l.mapPlaceId !== undefined, {
    message: "Give at least one of addressFormatted, coordinates or mapPlaceId.",
  })
  .meta({
    id: "EnquiryLocationInput",
    description: "At least one of addressFormatted, coordinates or mapPlaceId.",
    anyOf: [{ required: ["addressFormatted"] }, { required: ["coordinates"] }, { required: ["mapPlaceId"] }],
  });

export const CheckInOut = z
  .object({
    checkIn: CalendarDate.nullable(),
    checkOut: CalendarDate.nullable(),
  })
  .refine((d) => d.checkIn === null || d.checkOut === null || d.checkOut > d.checkIn, {
    message: "checkOut must be after checkIn.",
    path: ["checkOut"],
  })
  .refine((d) => d.checkIn === null || d.checkOut === null || withinLongestStay(d.checkIn, d.checkOut), {
    message: LONGEST_STAY_WORDS,
    path: ["checkOut"],
  })
  .meta({ id: "CheckInOut", description: `checkOut after checkIn when both are given; a stay of at most ${MAX_STAY_NIGHTS} nights.` });

export const CreateEnquiryRequest = z
  .object({
    checkInOut: CheckInOut,
    clientReference: z
      .string()
      .trim()
      .min(3, "Must be 3 to 255 characters.")
      .max(255, "Must be 3 to 255 characters.")
      .meta({ example: "ACME-2026-0042" }),
    externalId: z
      .string()
      .trim()
      .min(1, "Must be 1 to 255 characters.")
      .max(255, "Must be 1 to 255 characters.")
      .meta({ example: "acme-7f3c2a" }),
    enquiryLocation: EnquiryLocationInput,
    guestNumbers: GuestNumbers,
    guestRequirements: z.array(GuestRequirement).max(50, "At most 50 requirements.").optional(),
    leadGuest: LeadGuest,
    clientBooker: ClientBooker,
  })
  .meta({ id: "CreateEnquiryRequest", description: "Unknown fields are ignored." });
export type CreateEnquiryRequest = z.infer<typeof CreateEnquiryRequest>;

export const EnquiryAddress = z
  .object({
    country: z.string().nullable(),
    locality: z.string().nullable(),
    postalCode: z.string().nullable(),
    region: z.string().nullable(),
    streetAddress: z.string().nullable(),
  })
  .meta({ id: "EnquiryAddress" });
export type EnquiryAddress = z.infer<typeof EnquiryAddress>;

export const EnquiryState = z
  .object({
    state: EnquiryStateKey,
    closureReason: z.union([ClosureReason, z.null()]),
  })
  .meta({ id: "EnquiryState" });

// The parts of an enquiry as the service answers it, each named so that generated clients
// name their types after them.

const AssignedSpecialist = z.object({ name: z.string() }).meta({ id: "AssignedSpecialist" });

export const EnquiryCheckInOut = z
  .object({ checkIn: z.string().nullable().meta({ format: "date" }), checkOut: z.string().nullable().meta({ format: "date" }) })
  .meta({ id: "EnquiryCheckInOut" });

const EnquiryLocation = z
  .object({
    address: EnquiryAddress,
    coordinates: Coordinates,
    mapPlaceId: z.string().meta({ example: "gn:2643743" }),
  })
  .meta({ id: "EnquiryLocation" });

export const EnquiryGuestNumbers = z
  .object({
    adults: z.number().int(),
    children: z.number().int().meta({ description: "0 when not supplied." }),
    infants: z.number().int().meta({ description: "0 when not supplied." }),
  })
  .meta({ id: "EnquiryGuestNumbers" });

export const EnquiryGuestRequirement = z
  .object({
    text: z.string(),
    // Clients must tolerate types beyond GENERAL (specification, part 9).
    type: z.string().meta({ example: "GENERAL" }),
  })
  .meta({ id: "EnquiryGuestRequirement" });

export const EnquiryLeadGuest = z
  .object({
    contactNumber: z.string().nullable(),
    email: z.string().nullable(),
    familyName: z.string().nullable(),
    givenName: z.string().nullable(),
  })
  .meta({ id: "EnquiryLeadGuest" });

const EnquiryClientBooker = z
  .object({
    contactNumber: z.string().nullable(),
    email: z.string(),
    familyName: z.string(),
    givenName: z.string(),
  })
  .meta({ id: "EnquiryClientBooker" });

export const Enquiry = z
  .object({
    serviceReference: z.string().meta({ example: "R4E2F3A4" }),
    clientReference: z.string(),
    assignedSpecialist: z.union([AssignedSpecialist, z.null()]),
    checkInOut: EnquiryCheckInOut,
    enquiryLocation: EnquiryLocation,
    enquiryState: z.union([EnquiryState, z.null()]),
    externalId: z.string(),
    guestNumbers: EnquiryGuestNumbers,
    guestRequirements: z.array(EnquiryGuestRequirement),
    leadGuest: EnquiryLeadGuest,
    clientBooker: EnquiryClientBooker,
    createdAt: Timestamp,
  })
  .meta({ id: "Enquiry" });
export type Enquiry = z.infer<typeof Enquiry>;

export const EnquiryResponse = z.object({ data: Enquiry }).meta({ id: "EnquiryResponse" });
export type EnquiryResponse = z.infer<typeof EnquiryResponse>;
