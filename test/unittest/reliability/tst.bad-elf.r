mapped: the object and 480 damaged copies: 481 mappings
-l: exit 0, 0 lines on stderr
  good main long
  good main noargs
  good main operands
  good main sane
  good main sizes
  good main symbols
  good main thirteen
  and probes of some damaged copies
-lv: exit 0, 0 lines on stderr
      sane
      noargs
      thirteen
      sizes
    args[0]: 99@%rax (cannot be read: unsupported argument size)
    args[1]: -0@%rbx (cannot be read: unsupported argument size)
    args[2]: 8@ (cannot be read: empty operand)
    args[3]: @%rax (cannot be read: malformed displacement)
    args[4]: 3@%rcx (cannot be read: unsupported argument size)
    args[5]: 8f@%xmm1 (cannot be read: floating-point register not in pt_regs)
    args[6]: 8 (cannot be read: absolute address in a position-independent object)
      operands
    args[0]: 8@%zz (cannot be read: unknown register)
    args[1]: 8@$99999999999999999999999 (cannot be read: number out of range)
    args[2]: 8@(%rax,%rbx,3) (cannot be read: invalid scale)
    args[3]: 8@%eax%ebx (cannot be read: trailing characters after operand)
    args[5]: 8@(%rax (cannot be read: malformed memory operand)
    args[6]: 8@%fs: (cannot be read: malformed displacement)
      symbols
    args[0]: 8@%fs:nosuch@tpoff (cannot be read: symbol not found in the object)
    args[1]: 8@nosuch(%rip) (cannot be read: symbol not found in the object)
    args[3]: 8@%gs:8 (cannot be read: unsupported segment register)
    args[4]: 8@nosuch@plt (cannot be read: unsupported relocation (only %fs:sym@tpoff))
      long
    args[0]: 8@12345678901234567890... (cannot be read: number out of range)
tracing every probe: exit 0, traced, 0 sites refused (not a nop), 0 other lines on stderr
