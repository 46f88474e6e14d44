-- Runs once, when the postgres container starts on an empty volume: one database per service
-- (docs/architecture.md 2). The official image executes every *.sql in /docker-entrypoint-initdb.d.
CREATE DATABASE cms;
CREATE DATABASE checkout;
CREATE DATABASE prize;
