begin
ctor
main

begin
ctor
main

begin
ctor
main

