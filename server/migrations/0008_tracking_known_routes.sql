-- docs/hostile-input.md round two, finding 7: a tracking record whose path is not a page of
-- the route table (a client may post any path) is kept, but apart: the staff traffic chart
-- counts only records of known pages. Records stored before this migration count as known.
alter table tracking_records add column known_route boolean not null default true;
