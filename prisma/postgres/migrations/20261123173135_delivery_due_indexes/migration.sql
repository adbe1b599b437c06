-- DropIndex
DROP INDEX "Delivery_status_nextAttemptAt_idx";

-- DropIndex
DROP INDEX "Delivery_webhookId_status_nextAttemptAt_idx";

-- CreateIndex
CREATE INDEX "Delivery_due_idx" ON "Delivery"("nextAttemptAt") WHERE (status = 'PENDING');

-- CreateIndex
CREATE INDEX "Delivery_webhook_due_idx" ON "Delivery"("webhookId", "nextAttemptAt") WHERE (status = 'PENDING');
