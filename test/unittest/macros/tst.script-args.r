args.d 7 bar

