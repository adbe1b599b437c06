-- AlterTable
ALTER TABLE "TrackedEnquiry" ADD COLUMN "bookedAt" DATETIME;
ALTER TABLE "TrackedEnquiry" ADD COLUMN "bookingReference" TEXT;
ALTER TABLE "TrackedEnquiry" ADD COLUMN "cheapestCurrency" TEXT;
ALTER TABLE "TrackedEnquiry" ADD COLUMN "cheapestTotalCents" INTEGER;
