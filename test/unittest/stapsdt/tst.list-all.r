   ID   PROVIDER            MODULE                          FUNCTION NAME
audit
function-entry
function-return
gc-done
gc-start
import-find-load-done
import-find-load-start
line
audit function-entry function-return gc-done gc-start import-find-load-done import-find-load-start line 
