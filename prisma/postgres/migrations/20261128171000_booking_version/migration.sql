-- The booking's current version (the booking changes extension), for the export.
ALTER TABLE "ProviderEnquiry" ADD COLUMN "bookingVersion" INTEGER;
ALTER TABLE "TrackedEnquiry" ADD COLUMN "bookingVersion" INTEGER;
