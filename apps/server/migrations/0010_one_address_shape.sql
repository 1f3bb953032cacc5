-- Issue 11: one address shape. Orders used to record the address typed at checkout as
-- fullName/phone/line1/line2; they now record the saved-address fields (contactName/contactPhone/house/street/
-- area), so old orders are rewritten to read the same. line2 held "street, area" and becomes the street.
update orders
   set delivery_address = jsonb_build_object(
         'contactName', coalesce(delivery_address -> 'fullName', '""'::jsonb),
         'contactPhone', coalesce(delivery_address -> 'phone', '""'::jsonb),
         'house', coalesce(delivery_address -> 'line1', '""'::jsonb),
         'street', coalesce(delivery_address -> 'line2', '""'::jsonb),
         'landmark', coalesce(delivery_address -> 'landmark', '""'::jsonb),
         'area', '""'::jsonb,
         'city', coalesce(delivery_address -> 'city', '""'::jsonb),
         'state', coalesce(delivery_address -> 'state', '""'::jsonb),
         'pincode', coalesce(delivery_address -> 'pincode', '""'::jsonb),
         'lat', coalesce(delivery_address -> 'lat', 'null'::jsonb),
         'lng', coalesce(delivery_address -> 'lng', 'null'::jsonb))
 where delivery_address ? 'fullName' or delivery_address ? 'line1';
