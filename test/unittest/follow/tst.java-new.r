dtrace exit 0
      4 classes > 100
      4 vm-init-begin own 1
      4 vm-init-end own 1
      4 vm-shutdown own 1
