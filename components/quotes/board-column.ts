import type { ReactNode } from "react";

// What the board shows of a property, rendered on the server: apart from the board so that
// the board and its phone table both read it.

export type BoardOption = {
  key: string;
  unitName: string;
  total: string;
  /** The total through the admin's exchange rate, with the rate ("≈ €1,233 at 1 USD = 0.92 EUR, …"). */
  converted?: string | null;
  perNight: string;
  cancellation: string;
  distance: string;
  /** The option's mark against the client's policy in words ("Over policy by €23.53 a night"); none without a cap. */
  policy?: string | null;
};

export type BoardColumn = {
  id: string;
  name: string;
  /** The provider whose quote it is, when several are compared. */
  provider?: string | null;
  from: { cents: number; currency: string } | null;
  distanceKm: number | null;
  /** The provider booked this property: marked in the phone's table too. */
  booked: boolean;
  head: ReactNode;
  distance: ReactNode;
  /** Each unit's summary cells, cheapest first; every unit has as many cells (or one node that holds them, laid out as if they stood there). */
  units: ReactNode[][];
  options: BoardOption[];
  /** Null when the board fetches the details (rendered once per version of the quote) itself. */
  details: ReactNode;
};
