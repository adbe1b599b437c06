-- Changes of a booking (an extension of the API) and the versions they make. A booking
-- made before this keeps version 1 (the default). Its version 1 row, the booking as
-- booked, is written from its quote the first time its changes are read or asked for.
ALTER TABLE "Booking" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1;

CREATE TABLE "BookingChange" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "accountId" TEXT NOT NULL,
    "bookingId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "checkOut" TEXT,
    "guestNumbers" JSONB,
    "leadGuest" JSONB,
    "note" TEXT,
    "authorName" TEXT,
    "idempotencyKey" TEXT,
    "declineReason" TEXT,
    "answeredBy" TEXT,
    "version" INTEGER,
    "createdAt" DATETIME NOT NULL,
    "answeredAt" DATETIME,
    CONSTRAINT "BookingChange_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE TABLE "BookingVersion" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "bookingId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "changeId" TEXT,
    "kind" TEXT,
    "checkIn" TEXT NOT NULL,
    "checkOut" TEXT NOT NULL,
    "nights" INTEGER NOT NULL,
    "guestNumbers" JSONB NOT NULL,
    "leadGuest" JSONB NOT NULL,
    "unitName" TEXT,
    "cancelled" BOOLEAN NOT NULL DEFAULT false,
    "currency" TEXT NOT NULL,
    "priceBreakdown" JSONB,
    "charges" JSONB NOT NULL,
    "cancellationCharge" TEXT,
    "total" TEXT NOT NULL,
    "difference" TEXT,
    "createdAt" DATETIME NOT NULL,
    CONSTRAINT "BookingVersion_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE UNIQUE INDEX "BookingChange_accountId_bookingId_idempotencyKey_key" ON "BookingChange"("accountId", "bookingId", "idempotencyKey");
-- One REQUESTED change per booking: of two requests at once, the second insert is refused.
CREATE UNIQUE INDEX "BookingChange_one_requested_key" ON "BookingChange"("bookingId") WHERE state = 'REQUESTED';
CREATE INDEX "BookingChange_bookingId_createdAt_id_idx" ON "BookingChange"("bookingId", "createdAt", "id");
CREATE UNIQUE INDEX "BookingVersion_changeId_key" ON "BookingVersion"("changeId");
CREATE UNIQUE INDEX "BookingVersion_bookingId_version_key" ON "BookingVersion"("bookingId", "version");
