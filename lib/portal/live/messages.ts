// What the live stream carries (types only, shared by the SSE route and the browser).

/** One event of an enquiry, as the timeline shows it. */
export type TimelineEntry = {
  /** The stream's id of the event (Last-Event-ID). */
  seq: number;
  eventId: string;
  eventType: string;
  /** The provider it came from, and its reference of the enquiry. */
  connectionId: string;
  serviceReference: string;
  /** When it happened at the provider (ISO 8601). */
  occurredAt: string;
  /** In plain words: "Quote sent: 4 options". */
  text: string;
};

/** A provider's enquiry whose events a timeline shows, and the provider's name. */
export type TimelineSource = { connectionId: string; serviceReference: string; name: string };

/** The enquiry as the portal's list knows it, after the receiver has read it from the provider. */
export type EnquirySummary = {
  /** The agency enquiry's reference, in its link (/enquiries/{reference}). */
  reference: string;
  clientReference: string;
  state: string;
  quoteCount: number;
  quotedAt: string | null;
  /** The member who sent it from the portal; "" when it came from elsewhere. */
  createdById: string;
};

/** A stretch during which live updates were off: `to` is null while they still are. ISO 8601. */
export type UpdatesGap = { from: string; to: string | null };

export type LiveMessage =
  /** An event stored by the receiver; `entry.seq` is its stream id. */
  | { kind: "event"; entry: TimelineEntry }
  /** The enquiry was read again after an event: its words may be fuller now (a specialist's name). */
  | { kind: "enquiry"; enquiry: EnquirySummary; entries: TimelineEntry[] }
  /**
   * Live updates were turned on or off (the provider sends the portal its events, or not).
   * `connectionId`: the provider this is about; absent, the organisation as a whole.
   */
  | { kind: "updates"; connectionId?: string; on: boolean; gap: UpdatesGap | null };
