-- Issue 32 item 6 (ADR 0075): a notification is rendered when it is read, in its reader's language at that moment,
-- so one list never mixes three languages. A row keeps its template's key (metadata ->> 'template', as before) and
-- now what the texts were made from in each language (`template_params`: {"en": {...}, "hi": {...}, "te": {...}},
-- the values some of which are written per language, such as an amount or a date). title and message stay: they
-- are the text as sent, in the recipient's language then (the push carried it, the data export shows it), and what
-- a row without parameters shows. Rows from before this migration have none and read as they were written.
alter table notifications add column template_params jsonb
  check (template_params is null or jsonb_typeof(template_params) = 'object');
