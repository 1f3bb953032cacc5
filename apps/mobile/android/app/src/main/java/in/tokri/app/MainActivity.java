package in.tokri.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
