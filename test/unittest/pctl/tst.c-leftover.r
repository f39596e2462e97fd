compile error: status 1
-e: status 0
begin

exit in BEGIN: status 0
SIGTERM: status 0
ready


