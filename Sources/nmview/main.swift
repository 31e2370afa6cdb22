import NMViewCLI

NMViewMain.main()
