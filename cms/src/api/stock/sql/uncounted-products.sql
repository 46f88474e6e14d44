-- A product without a count (`stock` null: it predates counting) gets 0 pieces, so nothing is sold
-- that nobody counted, and the staff's out-of-stock tick it had becomes `marked_out_of_stock`.
-- Staff enter the real counts; the installer logs how many products this touched.
UPDATE products SET marked_out_of_stock = COALESCE(outofstock, false), stock = 0
 WHERE stock IS NULL
