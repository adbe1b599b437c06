-- Notes of what was agreed about a booking with a provider without the booking changes extension.
CREATE TABLE "BookingNote" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "organizationId" TEXT NOT NULL,
    "connectionId" TEXT NOT NULL,
    "bookingReference" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "authorId" TEXT,
    "authorName" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE INDEX "BookingNote_organizationId_bookingReference_createdAt_idx" ON "BookingNote"("organizationId", "bookingReference", "createdAt");
