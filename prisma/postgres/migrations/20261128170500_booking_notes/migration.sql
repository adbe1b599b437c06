-- Notes of what was agreed about a booking with a provider without the booking changes extension.
CREATE TABLE "BookingNote" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "connectionId" TEXT NOT NULL,
    "bookingReference" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "authorId" TEXT,
    "authorName" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BookingNote_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "BookingNote_organizationId_bookingReference_createdAt_idx" ON "BookingNote"("organizationId", "bookingReference", "createdAt");
