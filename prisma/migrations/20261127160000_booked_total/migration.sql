-- The booked unit's total for the stay, per provider enquiry and on the agency enquiry:
-- what Reports and the export count as booked spend. Bookings indexed before this stay
-- without it until their provider's next event.
ALTER TABLE "TrackedEnquiry" ADD COLUMN "bookedTotalCents" INTEGER;
ALTER TABLE "TrackedEnquiry" ADD COLUMN "bookedCurrency" TEXT;
ALTER TABLE "ProviderEnquiry" ADD COLUMN "bookedTotalCents" INTEGER;
ALTER TABLE "ProviderEnquiry" ADD COLUMN "bookedCurrency" TEXT;
