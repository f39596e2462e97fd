vm-init-begin
vm-init-end
vm-shutdown
classes loaded: more than 100
exit 0
