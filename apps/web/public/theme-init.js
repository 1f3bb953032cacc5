(() => {
  var root = document.documentElement;
  var stored = null;
  var lang = null;
  try {
    stored = localStorage.getItem('tokri.theme');
    lang = localStorage.getItem('preferred_language');
  } catch {
    // storage unavailable: fall back to the system theme
  }
  var choice = stored === 'light' || stored === 'dark' ? stored : 'system';
  // Dark unless the user chose light, or the system explicitly prefers light.
  var light =
    choice === 'light' || (choice === 'system' && matchMedia('(prefers-color-scheme: light)').matches);
  root.classList.toggle('dark', !light);
  root.style.colorScheme = light ? 'light' : 'dark';
  if (lang === 'hi' || lang === 'te' || lang === 'en') root.lang = lang;
})();
