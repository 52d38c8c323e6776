-- CreateTable
CREATE TABLE "exchange_rates" (
    "id" BIGSERIAL NOT NULL,
    "month" DATE NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "reporting_currency" CHAR(3) NOT NULL,
    "rate" DECIMAL(24,12) NOT NULL,
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "exchange_rates_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "exchange_rates_reporting_currency_month_currency_id_idx" ON "exchange_rates"("reporting_currency", "month", "currency", "id");
