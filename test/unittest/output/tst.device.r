-h -o /dev/full: exit 1
  dtrace: failed to create header file /dev/full: No space left on device
  /dev/full is still a device
-G -o /dev/full: exit 1
  dtrace: failed to link /dev/full: failed to write /dev/full: No space left on device
  /dev/full is still a device
-o /dev/full: exit 1
  dtrace: failed to write to /dev/full: No space left on device
  /dev/full is still a device
-l -o /dev/full: exit 1
  dtrace: failed to write to /dev/full: No space left on device
  /dev/full is still a device
freopen(/dev/full): exit 1
  dtrace: failed to write output: No space left on device
  /dev/full is still a device
-h -o /dev/null: exit 0
  /dev/null is still a device
-G -o /dev/null: exit 0
  /dev/null is still a device
