-- DropIndex
DROP INDEX "Delivery_webhookId_createdAt_idx";

-- CreateIndex
CREATE INDEX "Delivery_webhookId_status_nextAttemptAt_idx" ON "Delivery"("webhookId", "status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "Delivery_webhookId_createdAt_id_idx" ON "Delivery"("webhookId", "createdAt", "id");
