-- AlterTable
ALTER TABLE "TrackedEnquiry" ADD COLUMN     "bookedAt" TIMESTAMP(3),
ADD COLUMN     "bookingReference" TEXT,
ADD COLUMN     "cheapestCurrency" TEXT,
ADD COLUMN     "cheapestTotalCents" INTEGER;
